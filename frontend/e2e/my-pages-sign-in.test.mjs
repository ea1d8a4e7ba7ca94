/**
 * Whole-stack browser tests of the customers' sign-in to My Pages, against the real gateway and
 * the sandbox's BankID simulators (no mocked routes): Sweden on a desktop (the QR code changing
 * every second, the simulated app scanning and approving it, the customer landing on their
 * pages), Sweden on a phone ("this device" first, the order cancelled in the app and its message
 * shown), Norway through BankID's OpenID Connect login, and the automatic logout before the
 * session expires with its message.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { approveBankIdNo, approveShownQr, currentQr, newSwedishPni, sandbox } from './lib/bankid.mjs';
import { MYPAGES_URL, SANDBOX_URL, requireStack } from './lib/stack.mjs';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('customer sign-in to My Pages', () => {
  let browser;

  before(async () => {
    await requireStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('Sweden on a desktop: the QR code changes each second, the app approves, the customer is in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${MYPAGES_URL}/`);
    const labels = await page.locator('[data-testid^="login-"][data-testid$="-device"]').allTextContents();
    assert.deepEqual(
      labels,
      ['BankID on another device', 'BankID on this device'],
      'another device first on a desktop',
    );
    await page.getByTestId('login-other-device').click();

    await page.getByTestId('bankid-qr').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="bankid-qr"]')?.getAttribute('data-qr'));
    const first = await currentQr(page);
    assert.match(first, /^bankid\.[0-9a-f-]+\.\d+\.[0-9a-f]{64}$/);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="bankid-qr"]')?.getAttribute('data-qr') !== before,
      first,
      { timeout: 3_000 },
    );
    const second = await currentQr(page);
    assert.notEqual(second, first, 'the animated QR code changes');
    assert.equal(await page.getByTestId('bankid-message').textContent(), 'Start your BankID app and scan the QR code.');
    await page.screenshot({ path: screenshotPath('mypages-bankid-qr.png'), fullPage: true });

    // The simulated app scans the code shown now and the person approves.
    const pni = newSwedishPni();
    await approveShownQr(page, pni);

    await page.getByTestId('customer-home').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/');
    assert.match(await page.getByTestId('customer-greeting').textContent(), /^Hello, .+!$/);
    assert.equal(await page.getByTestId('customer-pni').textContent(), `${pni.slice(0, 8)}-${pni.slice(8)}`);
    await page.getByTestId('support-footer').getByText('kundservice@zrm.se').waitFor();
    // A new customer is asked for marketing consent first (my-pages-consents.test.mjs answers it).
    await page.getByTestId('consent-not-now').click();
    await page.getByTestId('consent-drawer').getByText('Stay in touch').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-home-se.png'), fullPage: true });

    await page.getByTestId('logout-button').click();
    await page.getByTestId('bankid-se').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('Sweden on a phone: this device first; an order cancelled in the app shows why', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      isMobile: true,
      locale: 'en-GB',
    });
    const page = await context.newPage();
    await page.goto(`${MYPAGES_URL}/`);
    const labels = await page.locator('[data-testid^="login-"][data-testid$="-device"]').allTextContents();
    assert.deepEqual(labels, ['BankID on this device', 'BankID on another device'], 'this device first on a phone');
    await page.getByTestId('login-this-device').click();
    const link = await page.getByTestId('bankid-open-app').getAttribute('href');
    assert.match(link, /^https:\/\/app\.bankid\.com\/\?autostarttoken=[0-9a-f-]+&redirect=null$/);
    await page.screenshot({ path: screenshotPath('mypages-bankid-this-device.png'), fullPage: true });

    // The app opens with the autostart token, and the person cancels there.
    const token = new URL(link).searchParams.get('autostarttoken');
    const opened = await sandbox('/sandbox/bankid/open', { auto_start_token: token });
    await sandbox(`/sandbox/bankid/orders/${opened.order_ref}/cancel`, {});
    await page.getByText('Action cancelled.').waitFor({ timeout: 10_000 });
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-bankid-cancelled.png'), fullPage: true });
    await context.close();
  });

  it('Norway: BankID through its OpenID Connect login', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${MYPAGES_URL}/?country=NO`);
    assert.equal(
      await page.getByTestId('bankid-no-heading').textContent(),
      'Login with BankID to see your offers and Gjeldsregisteret',
    );
    await page.getByTestId('bankid-no-start').click();
    // BankID Norway's login page (the sandbox's simulator).
    await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/bankid-no/`));
    await page.screenshot({ path: screenshotPath('mypages-bankid-no-provider.png'), fullPage: true });
    // The person picks who they are and approves on BankID's page.
    await approveBankIdNo(page, '05087610081');

    await page.getByTestId('customer-home').waitFor({ timeout: 10_000 });
    assert.equal(await page.getByTestId('customer-greeting').textContent(), 'Hello, Ola!');
    await page.getByTestId('support-footer').getByText('kundeservice@zrm.no').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-home-no.png'), fullPage: true });
    // The provider's own page (the simulator asks for a favicon it has not) is not the app's.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes(SANDBOX_URL)),
      [],
    );
    await context.close();
  });

  it('signs the customer out two minutes before the session ends, saying so', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${MYPAGES_URL}/`);
    await page.getByTestId('login-other-device').click();
    await approveShownQr(page, newSwedishPni());
    // The page's clock is held: the polls run as it is moved on.
    for (let i = 0; i < 20 && !(await page.getByTestId('customer-home').isVisible()); i += 1) {
      await page.clock.runFor(1_000);
    }
    await page.getByTestId('customer-home').waitFor();
    // A 30-minute session: the app signs out at 28 minutes.
    await page.clock.runFor(28 * 60 * 1000 + 1_000);
    await page.getByText('You were logged out. Please log in again.').waitFor();
    await page.getByTestId('bankid-se').waitFor();
    await page.screenshot({ path: screenshotPath('mypages-logged-out.png'), fullPage: true });
    await context.close();
  });
});
