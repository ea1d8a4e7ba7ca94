/**
 * Whole-stack browser test of the bank-partner sign-in: username and password on
 * the bank portal, then the one-time code from the sandbox mail sink, ending on the portal's
 * Mortgages list, and signs out (the token revoked); an employee's credentials are refused there
 * with the server's message; a partner reading Swedish gets the server's refusal of a wrong code
 * in Swedish.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { mailIds, waitForOneTimeCode } from './lib/mail.mjs';
import { BANK_URL, requireStack } from './lib/stack.mjs';

const PARTNER = { email: 'partner@bank.example', password: 'demo-bank-1' };
const EMPLOYEE = { email: 'maja.team@zrm.example', password: 'demo-team-1' };

describe('bank-partner sign-in', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('a bank partner signs in with a mailed code; an employee cannot', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();

    await page.goto(BANK_URL);
    await page.getByTestId('login-title').waitFor();
    await page.getByTestId('login-username').fill(EMPLOYEE.email);
    await page.getByTestId('login-password').fill(EMPLOYEE.password);
    await page.getByTestId('login-submit').click();
    await page.getByText('Wrong username or password').first().waitFor();

    const problems = watchConsole(page);
    await page.getByTestId('login-username').fill(PARTNER.email);
    await page.getByTestId('login-password').fill(PARTNER.password);
    const seen = await mailIds(PARTNER.email);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('otp-note').waitFor();
    const code = await waitForOneTimeCode(PARTNER.email, seen);
    await page.getByTestId('login-otp').fill(code);
    await page.getByTestId('otp-submit').click();
    await page.getByTestId('bank-applications').waitFor();
    assert.match(await page.getByTestId('account-menu').innerText(), /Karin Berg · Sweden · Mortgage/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('bank-home.png') });

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    assert.equal((await loggedOut).status(), 204, 'the portal revokes its token');
    await page.getByTestId('login-title').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the server's refusal of a wrong code reads in the partner's language", async () => {
    await requireStack();
    browser ??= await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'sv-SE' });
    const page = await context.newPage();

    await page.goto(`${BANK_URL}/?lng=sv`);
    await page.getByTestId('login-title').waitFor();
    await page.getByTestId('login-username').fill(PARTNER.email);
    await page.getByTestId('login-password').fill(PARTNER.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('otp-note').waitFor();
    const refused = page.waitForResponse((response) => response.url().endsWith('/bank/login/validate'));
    await page.getByTestId('login-otp').fill('000000');
    await page.getByTestId('otp-submit').click();
    const response = await refused;
    assert.equal(response.status(), 401);
    assert.equal(response.headers()['content-language'], 'sv');
    await page.getByTestId('otp-error-message').filter({ hasText: 'Ogiltig eller utgången engångskod' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('bank-otp-refused-sv.png') });
    await context.close();
  });
});
