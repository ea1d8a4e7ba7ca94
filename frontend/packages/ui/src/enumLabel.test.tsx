import { renderHook } from '@testing-library/react';
import { i18n } from '@zrm/i18n';

import { useEnumLabel } from './enumLabel';

describe('code lists in the user’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names a known code, and shows an unknown one (or the server’s wording) as it came', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useEnumLabel());
    expect(result.current('leadSources', 'ONLINE_LEAD')).toBe('Online lead');
    expect(result.current('creationSources', 'online_form')).toBe('Online form');
    expect(result.current('leadSources', 'NEW_SOURCE')).toBe('NEW_SOURCE');
    expect(result.current('notificationTypes', 'campaign_started', 'Campaign started')).toBe('Campaign started');
  });

  it('translates into Swedish and Norwegian', async () => {
    await i18n.changeLanguage('sv');
    const { result, rerender } = renderHook(() => useEnumLabel());
    expect(result.current('countries', 'NO')).toBe('Norge');
    expect(result.current('notificationTypes', 'offer_received')).toBe('Erbjudande mottaget');
    await i18n.changeLanguage('nb');
    rerender();
    expect(result.current('leadSources', 'WINBACK')).toBe('Gjenvinning');
  });
});
