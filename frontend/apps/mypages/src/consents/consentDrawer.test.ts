import type { MyPagesConsents } from '@zrm/api';

import { drawerIsDue } from './consentDrawer';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function consents(overrides: Partial<MyPagesConsents> = {}): MyPagesConsents {
  return {
    customer_id: 1,
    customer_club_marketing: false,
    email_marketing: false,
    sms_marketing: false,
    consents_popup_dismissed_at: null,
    ...overrides,
  };
}

describe('the consent drawer', () => {
  it('shows to a customer without marketing consent who never dismissed it', () => {
    expect(drawerIsDue(consents(), NOW)).toBe(true);
  });

  it('does not show to a customer with any marketing consent', () => {
    expect(drawerIsDue(consents({ email_marketing: true }), NOW)).toBe(false);
    expect(drawerIsDue(consents({ sms_marketing: true }), NOW)).toBe(false);
    expect(drawerIsDue(consents({ customer_club_marketing: true }), NOW)).toBe(false);
  });

  it('stays away for 30 days after a dismissal, then comes back', () => {
    const dismissedAt = (daysAgo: number) =>
      consents({ consents_popup_dismissed_at: new Date(NOW - daysAgo * DAY).toISOString() });
    expect(drawerIsDue(dismissedAt(0), NOW)).toBe(false);
    expect(drawerIsDue(dismissedAt(29.9), NOW)).toBe(false);
    expect(drawerIsDue(dismissedAt(30), NOW)).toBe(true);
    expect(drawerIsDue(dismissedAt(45), NOW)).toBe(true);
  });
});
