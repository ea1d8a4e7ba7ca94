import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@zrm/i18n';
import { jsonReply, sampleLead, sampleUser } from '@zrm/api/testing';

import { DEFAULT_SETTINGS, renderBackoffice, settle, useBackofficeHarness } from '../testing';

const sofia = sampleUser({
  user_id: 'u-sofia',
  name: 'Sofia Bergström',
  roles: ['admin'],
  zoordinates: ['MOSESTFTSA', 'MONOSTFTSA'],
});

describe('my settings', () => {
  let saved = { ...DEFAULT_SETTINGS };
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(sofia),
    'GET /employee/my-settings': () => jsonReply(saved),
    'POST /employee/my-settings': (call) => {
      saved = { ...saved, ...(call.body as Partial<typeof saved>) };
      return jsonReply(saved);
    },
    'GET /lead/list': () => jsonReply({ items: [sampleLead()], total: 1, page: 1, limit: 25 }),
  }));

  beforeEach(() => {
    saved = { ...DEFAULT_SETTINGS };
    window.localStorage.clear();
  });

  it('saves each change at once and applies the theme and compactness', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sofia });
    await screen.findByTestId('lead-row-123');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('open-settings'));
    const drawer = await screen.findByTestId('settings-drawer');

    await user.click(within(drawer).getByTestId('settings-theme-dark'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(harness.gateway.callsTo('POST /employee/my-settings').at(-1)?.body).toEqual({ theme: 'dark' });

    await user.click(within(drawer).getByTestId('settings-compact'));
    await waitFor(() => expect(saved.compact).toBe(true));
    expect(harness.gateway.callsTo('POST /employee/my-settings').at(-1)?.body).toEqual({ compact: true });
    expect(JSON.parse(window.localStorage.getItem('zrm.backoffice.appearance') ?? 'null')).toEqual({
      mode: 'dark',
      compact: true,
    });
    await settle(harness);
  });

  it('opens a new device in the saved language and coordinate, and saves a language switch', async () => {
    saved = { ...DEFAULT_SETTINGS, language: 'sv', zoordinate: 'MONOSTFTSA', theme: 'dark' };
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sofia });
    await waitFor(() => expect(i18n.language).toBe('sv'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /lead/list').at(-1)?.headers.get('x-zoordinates')).toBe('MONOSTFTSA'),
    );
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(document.documentElement.lang).toBe('sv');

    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('open-settings'));
    const drawer = await screen.findByTestId('settings-drawer');
    await user.click(within(drawer).getByTestId('language-switcher'));
    const options = await screen.findAllByText('Norsk bokmål');
    await user.click(options[options.length - 1] as HTMLElement);
    await waitFor(() => expect(saved.language).toBe('nb'));
    expect(harness.gateway.callsTo('POST /employee/my-settings').at(-1)?.body).toEqual({ language: 'nb' });
    await settle(harness);
  });

  it('says so when a setting was not saved', async () => {
    harness.gateway.on('POST /employee/my-settings', () =>
      jsonReply({ detail: 'Must be one of system, light, dark', field: 'theme', request_id: 'r-1' }, 400),
    );
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sofia });
    await screen.findByTestId('lead-row-123');
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('open-settings'));
    const drawer = await screen.findByTestId('settings-drawer');
    await user.click(within(drawer).getByTestId('settings-theme-light'));
    expect(await screen.findByText('The setting was not saved: Must be one of system, light, dark')).toBeInTheDocument();
    await settle(harness);
  });
});
