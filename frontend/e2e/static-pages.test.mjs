/**
 * Needs only the built apps and chromium, not the gateway: serves each dist/ like `npm run serve`
 * and checks that every app's sign-in page renders its texts, saving a screenshot of each.
 * Network calls to the gateway are not made by these pages until a button is pressed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startApp } from '../scripts/static-server.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';

const config = { apiBaseUrl: 'http://127.0.0.1:9', bankPortalUrl: null };

describe('built apps serve their sign-in pages', () => {
  let browser;
  const servers = {};

  before(async () => {
    // The bank portal first: the back office's partner sign-in leads there.
    servers.bank = await startApp('bank', { port: 0, config });
    for (const name of ['backoffice', 'mypages']) {
      servers[name] = await startApp(name, { port: 0, config: { ...config, bankPortalUrl: servers.bank.url } });
    }
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await Promise.all(Object.values(servers).map((s) => s.close()));
  });

  async function open(url, viewport = { width: 1280, height: 800 }) {
    const context = await browser.newContext({ viewport, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url);
    return { context, page, problems };
  }

  it('backoffice: deep link goes to the staff login, both platforms render', async () => {
    const { context, page, problems } = await open(`${servers.backoffice.url}/mortgage/leads`);
    await page.getByTestId('login-title').waitFor();
    assert.equal(await page.getByTestId('login-title').textContent(), 'Log in to ZRM');
    assert.match(page.url(), /\/login\?redirectTo=%2Fmortgage%2Fleads$/);
    assert.equal(await page.getByTestId('platform-employee').textContent(), 'I am a ZRM employee');
    assert.match(await page.getByTestId('no-account').textContent(), /No account\? Talk to your team leader/);
    await page.getByTestId('login-submit').click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.screenshot({ path: screenshotPath('backoffice-login.png'), fullPage: true });

    await page.getByTestId('idp-login').waitFor();
    await page.getByTestId('platform-partner').click();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-login-partner.png'), fullPage: true });
    // "I am a bank partner" leads to the partner portal's own sign-in.
    await page.getByTestId('partner-login').click();
    await page.waitForURL(`${servers.bank.url}/login`);
    await page.getByTestId('bank-login-form').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('backoffice: ?lng=sv shows the Swedish texts', async () => {
    const { context, page } = await open(`${servers.backoffice.url}/login?lng=sv`);
    await page.getByTestId('login-title').waitFor();
    assert.equal(await page.getByTestId('login-title').textContent(), 'Logga in i ZRM');
    await page.screenshot({ path: screenshotPath('backoffice-login-sv.png'), fullPage: true });
    await context.close();
  });

  it('mypages: Swedish login puts "another device" first on desktop', async () => {
    const { context, page, problems } = await open(`${servers.mypages.url}/`);
    await page.getByTestId('bankid-se').waitFor();
    const labels = await page.locator('[data-testid^="login-"][data-testid$="-device"]').allTextContents();
    assert.deepEqual(labels, ['BankID on another device', 'BankID on this device']);
    await page.screenshot({ path: screenshotPath('mypages-login-se.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('mypages: ?country=NO shows the Norwegian heading', async () => {
    const { context, page } = await open(`${servers.mypages.url}/?country=NO`, { width: 390, height: 844 });
    await page.getByTestId('bankid-no-heading').waitFor();
    assert.equal(
      await page.getByTestId('bankid-no-heading').textContent(),
      'Login with BankID to see your offers and Gjeldsregisteret',
    );
    await page.screenshot({ path: screenshotPath('mypages-login-no.png'), fullPage: true });
    await context.close();
  });

  it('bank: partner login asks for username and password', async () => {
    const { context, page, problems } = await open(`${servers.bank.url}/bank`);
    await page.getByTestId('bank-login-form').waitFor();
    await page.getByTestId('login-submit').click();
    await page.getByText('Username is required').waitFor();
    await page.screenshot({ path: screenshotPath('bank-login.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
