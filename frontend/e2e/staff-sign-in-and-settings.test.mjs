/**
 * Whole-stack browser test of the staff workplace's sign-in and settings. Anna signs in through
 * the identity-provider popup (the sandbox's OpenID Connect simulator: the popup shows the
 * provider's page, she picks her account, the popup closes and the back office opens the page
 * she asked for). In the settings drawer she turns the theme dark and switches to Swedish; both
 * hold after a reload and on another device (a new browser context signing in again), because
 * the server keeps them. A person the provider knows but ZRM does not is refused with the
 * server's reason.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signInWithIdentityProvider } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { BACKOFFICE_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ANNA = 'anna.online@zrm.example';
const VIEWPORT = { width: 1366, height: 800 };
const DEFAULTS = { theme: 'system', language: 'en' };

describe('staff sign-in and settings', () => {
  let browser;
  let annaToken = null;

  after(async () => {
    // Anna's other tests expect English and the system theme.
    if (annaToken) await gateway('POST', '/employee/my-settings', annaToken, DEFAULTS).catch(() => undefined);
    await browser?.close();
  });

  it('signs in through the identity-provider popup; theme and language follow her across devices', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await signInWithIdentityProvider(page, ANNA, {
      path: '/mortgage/applications',
      onPopup: async (popup) => {
        await popup.screenshot({ path: screenshotPath('idp-popup.png'), fullPage: true });
      },
    });
    // The page she asked for before signing in opens.
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/applications`);
    await page.getByTestId('logo').waitFor();
    const session = await sessionOf(page);
    annaToken = session.token;
    assert.equal(session.user.email, ANNA);
    assert.deepEqual(session.user.roles, ['online:admin', 'mortgage:admin']);
    await gateway('POST', '/employee/my-settings', annaToken, DEFAULTS);
    await page.reload();
    await page.getByTestId('logo').waitFor();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('idp-signed-in.png') });

    await page.getByTestId('account-menu').click();
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/employee/my-settings') && r.request().method() === 'POST');
    await page.getByTestId('settings-theme-dark').click();
    assert.equal((await saved).status(), 200);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const languageSaved = page.waitForResponse((r) => r.url().endsWith('/employee/my-settings') && r.request().method() === 'POST');
    await page.getByTestId('settings-drawer').getByTestId('language-switcher').click();
    // An option clicked while the list is still opening is not chosen (seen once in CI): pick it
    // from the open list once it has settled.
    const languages = page.locator('.ant-select-dropdown:visible');
    await languages.waitFor();
    await animationsDone(page);
    await languages.locator('.ant-select-item-option').filter({ hasText: 'Svenska' }).click();
    assert.equal((await languageSaved).status(), 200);
    await page.getByText('Fler inställningar').first().waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('settings-drawer-dark-sv.png') });
    const stored = await gateway('GET', '/employee/my-settings', annaToken);
    assert.equal(stored.theme, 'dark');
    assert.equal(stored.language, 'sv');

    await page.reload();
    await page.getByTestId('logo').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await page.locator('html').getAttribute('lang'), 'sv');

    // Another device: nothing in its storage, the settings come from the server.
    const other = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const otherPage = await other.newPage();
    await signInWithIdentityProvider(otherPage, ANNA);
    await otherPage.getByTestId('logo').waitFor();
    await otherPage.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await otherPage.waitForFunction(() => document.documentElement.lang === 'sv');
    await animationsDone(otherPage);
    await otherPage.screenshot({ path: screenshotPath('settings-other-device.png') });
    await other.close();

    assert.deepEqual(problems, []);
    await context.close();
  });

  it('refuses a person the identity provider knows but ZRM does not, saying why', async () => {
    await requireStack();
    browser ??= await launchBrowser();
    const stranger = 'stranger.idp@zrm.example';
    const created = await fetch(`${SANDBOX_URL}/sandbox/staff-idp/accounts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: stranger, given_name: 'Sam', family_name: 'Stranger', roles: ['admin'], zoordinates: ['MOSESTFTSA'] }),
    });
    assert.ok(created.ok, `sandbox account: ${created.status}`);
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    await signInWithIdentityProvider(page, stranger);
    const error = page.getByTestId('idp-error');
    await error.waitFor();
    assert.match(
      await page.getByTestId('idp-error-message').textContent(),
      /There is no ZRM account for stranger\.idp@zrm\.example; talk to your team leader/,
    );
    assert.equal(new URL(page.url()).pathname, '/login');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('idp-refused.png') });
    await context.close();
  });
});
