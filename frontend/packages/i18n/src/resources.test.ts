import { i18n, resources, toSupportedLanguage } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') throw new Error(`bad value at ${prefix}`);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(tree: unknown, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
  if (typeof found !== 'string') throw new Error(`missing ${path}`);
  return found;
}

describe('i18n resources', () => {
  const en = keysOf(resources.en.translation).sort();

  it.each(['sv', 'nb'] as const)('%s has exactly the English keys', (lng) => {
    expect(keysOf(resources[lng].translation).sort()).toEqual(en);
  });

  it.each(['sv', 'nb'] as const)('%s keeps every {{placeholder}} of the English text', (lng) => {
    for (const key of en) {
      expect([key, placeholders(valueAt(resources[lng].translation, key))]).toEqual([
        key,
        placeholders(valueAt(resources.en.translation, key)),
      ]);
    }
  });

  it.each(['sv', 'nb'] as const)('%s translates the sign-in texts', (lng) => {
    expect(valueAt(resources[lng].translation, 'login.title')).not.toBe('Log in to ZRM');
    expect(valueAt(resources[lng].translation, 'login.loggedOut')).not.toBe(
      'You were logged out. Please log in again.',
    );
  });

  it('uses the agreed English texts', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('login.title')).toBe('Log in to ZRM');
    expect(i18n.t('login.employee')).toBe('I am a ZRM employee');
    expect(i18n.t('notifications.andMore', { count: 3 })).toBe('And 3 more');
    expect(i18n.t('notifications.ackFailed', { requestId: 'r-1' })).toBe(
      'Something went wrong with the notifications, consult tech about r-1',
    );
    expect(i18n.t('notFound.title')).toBe("The page you are looking for isn't here");
    expect(i18n.t('leads.reprocessFailed', { detail: 'Lead 12 is "locked" & <busy>' })).toBe(
      'Problem with reprocessing lead: Lead 12 is "locked" & <busy>',
    );
    expect(i18n.t('leads.reprocessOnlyAdmins')).toBe('Reprocessing is available only for admins');
  });

  it('switches language and falls back to English for unknown ones', async () => {
    await i18n.changeLanguage('sv');
    expect(i18n.t('leads.handled')).toBe('Hanterad');
    await i18n.changeLanguage('nb');
    expect(i18n.t('leads.handled')).toBe('Behandlet');
    await i18n.changeLanguage('fi');
    expect(i18n.t('leads.handled')).toBe('Handled');
    await i18n.changeLanguage('en');
  });

  it('maps browser language codes to the supported ones', () => {
    expect(toSupportedLanguage('sv-SE')).toBe('sv');
    expect(toSupportedLanguage('no')).toBe('nb');
    expect(toSupportedLanguage('nn-NO')).toBe('nb');
    expect(toSupportedLanguage('nb_NO')).toBe('nb');
    expect(toSupportedLanguage('de')).toBe('en');
    expect(toSupportedLanguage(undefined)).toBe('en');
  });
});
