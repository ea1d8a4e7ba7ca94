import type { MyPagesConsents } from '@zrm/api';

/** The drawer comes back this long after the customer closed it without consenting. */
export const DISMISSAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the consent drawer shows: the customer has given no marketing consent and has not
 * dismissed the drawer in the last 30 days (by this browser's clock).
 */
export function drawerIsDue(consents: MyPagesConsents, now: number = Date.now()): boolean {
  const consented = consents.customer_club_marketing || consents.email_marketing || consents.sms_marketing;
  if (consented) return false;
  if (!consents.consents_popup_dismissed_at) return true;
  const dismissed = Date.parse(consents.consents_popup_dismissed_at);
  return Number.isNaN(dismissed) || now - dismissed >= DISMISSAL_DAYS * DAY_MS;
}
