/**
 * Whole-stack browser test of My Pages' public insurance pages (spec 2 §2: /insurances/new,
 * /insurances/terms, /insurances/success), outside the customer shell: a Swedish customer
 * arriving signed out at `/insurances/new?group=ACCIDENT_INSURANCE` signs in with BankID in
 * place (the sandbox's simulated app approves the QR code), signs up, accepts the terms (through
 * `POST /insurance/api/accept-terms`), approves the Autogiro mandate on GoCardless's hosted page
 * (the simulator) and lands on `/insurances/success`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { approveShownQr, newSwedishPni } from './lib/bankid.mjs';
import { GOCARDLESS_URL, MYPAGES_URL, SANDBOX_URL, VIPPS_URL, requireStack } from './lib/stack.mjs';

describe('the public insurance pages of My Pages', () => {
  let browser;

  before(async () => {
    await requireStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('a signed-out Swedish customer signs in in place, signs up for accident insurance and pays by Autogiro', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const pni = newSwedishPni(1979);

    await page.goto(`${MYPAGES_URL}/insurances/new?group=ACCIDENT_INSURANCE`);
    await page.getByTestId('bankid-se').waitFor({ timeout: 10_000 });
    // A plain page: no shell around it.
    assert.equal(await page.getByTestId('product-name').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-public-sign-in.png'), fullPage: true });
    await page.getByTestId('login-other-device').click();
    await approveShownQr(page, pni);

    // Back on the page asked for, signed in, still outside the shell.
    await page.getByTestId('insurance-sign-up-page').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/insurances/new');
    assert.equal(await page.getByTestId('product-name').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-public-new.png'), fullPage: true });
    await page.getByTestId('sign-up-start').click();

    await page.getByTestId('insurance-terms-page').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/insurances/terms');
    await page.getByTestId('terms-premium').waitFor();
    const accepted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/insurance/api/accept-terms'),
    );
    // A customer new to us has no contact details on file yet.
    await page.getByTestId('terms-email').fill('sara.lindqvist@example.se');
    await page.getByTestId('terms-phone').fill('+46701234567');
    await page.getByTestId('terms-accept').click();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-public-terms.png'), fullPage: true });
    await page.getByTestId('terms-submit').click();
    const body = (await accepted).postDataJSON();
    assert.equal(body.success_url, `${MYPAGES_URL}/insurances/success`);
    assert.match(body.fail_url, new RegExp(`^${MYPAGES_URL}/insurances/terms\\?id=`));

    // GoCardless's hosted page (the simulator): the payer approves the Autogiro mandate.
    await page.waitForURL((url) => url.href.startsWith(`${GOCARDLESS_URL}/gocardless/flow`), { timeout: 10_000 });
    await page.locator('input[name=personal_number]').fill(pni);
    await page.locator('form button[type=submit]').first().click();
    await page.getByTestId('insurance-success').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/insurances/success');
    assert.equal(await page.getByTestId('product-name').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-public-success.png'), fullPage: true });
    assert.deepEqual(
      problems.filter((problem) => ![SANDBOX_URL, GOCARDLESS_URL, VIPPS_URL].some((url) => problem.includes(url))),
      [],
    );
    await context.close();
  });
});
