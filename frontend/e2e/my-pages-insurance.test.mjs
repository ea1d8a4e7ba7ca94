/**
 * Whole-stack browser tests of the customer's insurances on My Pages, against the real gateway,
 * the insurance service and the sandbox's payment simulators (GoCardless's hosted Autogiro page,
 * Vipps's landing page): a Swedish customer signs up for accident insurance, accepts the terms,
 * approves the mandate on GoCardless's page and sees the insurance ACTIVE once the bank's
 * activation reaches us by webhook; a Norwegian customer does the same for life insurance
 * through Vipps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { approveBankIdNo, sandbox, signInCustomer } from './lib/bankid.mjs';
import { norwegianPersonalId } from './lib/pni.mjs';
import { GOCARDLESS_URL, MYPAGES_URL, SANDBOX_URL, VIPPS_URL, requireStack } from './lib/stack.mjs';

async function sandboxGet(path) {
  const response = await fetch(`${SANDBOX_URL}${path}`);
  if (!response.ok) throw new Error(`${path} → ${response.status}`);
  return response.json();
}

/** The customer accepts the terms as shown (a new customer first answers the consent drawer). */
async function acceptTerms(page) {
  await page.getByTestId('insurance-terms-page').waitFor({ timeout: 10_000 });
  await page.getByTestId('terms-premium').waitFor();
  await page.getByTestId('terms-accept').click();
  await animationsDone(page);
}

/** The insurances page, reloaded until the newest insurance shows Active (the provider's webhook
 * arrives on its own time). */
async function untilActive(page) {
  const status = page.getByTestId('insurance-status').first();
  for (let attempt = 0; attempt < 40 && (await status.textContent()) !== 'Active'; attempt += 1) {
    await page.waitForTimeout(500);
    await page.reload();
    await status.waitFor();
  }
  assert.equal(await status.textContent(), 'Active');
}

describe('insurances on My Pages', () => {
  let browser;

  before(async () => {
    await requireStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('a Swedish customer signs up for accident insurance and pays by Autogiro through GoCardless', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const pni = await signInCustomer(page);
    await page.getByTestId('consent-not-now').click();
    await page.getByTestId('consent-drawer').waitFor({ state: 'hidden' });

    await page.getByRole('menuitem', { name: 'Insurances' }).click();
    await page.getByTestId('insurances-page').waitFor();
    await page.getByTestId('sign-up-accident').click();
    await page.getByTestId('sign-up-start').click();
    await acceptTerms(page);
    const amount = page.getByTestId('terms-amount');
    await amount.fill('5000');
    await amount.blur();
    // 5000 kr of accident insurance at 2.9 %: 145 kr a month.
    await page
      .getByTestId('terms-premium')
      .getByText(/145\s*kr a month/)
      .waitFor();
    // A customer new to us has no contact details on file yet.
    await page.getByTestId('terms-email').fill('sara.lindqvist@example.se');
    await page.getByTestId('terms-phone').fill('+46701234567');
    await page.screenshot({ path: screenshotPath('mypages-insurance-terms.png'), fullPage: true });
    await page.getByTestId('terms-submit').click();

    // GoCardless's hosted page (the simulator): the payer approves the Autogiro mandate.
    await page.waitForURL((url) => url.href.startsWith(`${GOCARDLESS_URL}/gocardless/flow`), { timeout: 10_000 });
    await page.locator('input[name=personal_number]').fill(pni);
    await page.screenshot({ path: screenshotPath('mypages-insurance-gocardless.png'), fullPage: true });
    await page.locator('form button[type=submit]').first().click();
    await page.getByTestId('insurance-success').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/insurance/success');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-success.png'), fullPage: true });

    // The bank activates the mandate; GoCardless's webhook makes the insurance active.
    const { items } = await sandboxGet('/sandbox/gocardless/mandates');
    const mandate = items.find((m) => m.swedish_identity_number.replace(/\D/g, '').endsWith(pni.slice(2)));
    assert.ok(mandate, `a mandate of ${pni}`);
    await sandbox(`/sandbox/gocardless/mandates/${mandate.id}/activate`, {});
    await page.getByTestId('insurance-success-back').click();
    await untilActive(page);
    assert.match(await page.getByTestId('insurance-amount').first().textContent(), /5\s000\s*kr/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-active.png'), fullPage: true });
    assert.deepEqual(
      problems.filter((problem) => ![SANDBOX_URL, GOCARDLESS_URL, VIPPS_URL].some((url) => problem.includes(url))),
      [],
    );
    await context.close();
  });

  it('a Norwegian customer signs up for life insurance and accepts the Vipps agreement', async () => {
    const nin = norwegianPersonalId();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${MYPAGES_URL}/life-insurance?country=NO`);
    await page.getByTestId('bankid-no-start').click();
    await approveBankIdNo(page, nin);
    await page.getByTestId('insurance-sign-up-page').waitFor({ timeout: 10_000 });
    await page.getByTestId('consent-not-now').click();
    await page.getByTestId('consent-drawer').waitFor({ state: 'hidden' });
    await page.getByTestId('sign-up-start').click();
    await acceptTerms(page);
    // 100000 kr of life insurance at 0.012 %: 12 kr a month.
    await page
      .getByTestId('terms-premium')
      .getByText(/12\s*kr a month/)
      .waitFor();
    await page.getByTestId('terms-phone').fill('+4791234567');
    await page.getByTestId('terms-email').fill('ola.nordmann@example.no');
    await page.getByTestId('terms-submit').click();

    // Vipps's landing page (the simulator): the user accepts the agreement in the app.
    await page.waitForURL((url) => url.href.startsWith(`${VIPPS_URL}/vipps/landing`), { timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('mypages-insurance-vipps.png'), fullPage: true });
    await page.locator('form button[type=submit]').first().click();
    await page.getByTestId('insurance-success').waitFor({ timeout: 10_000 });
    await page.getByTestId('insurance-success-back').click();
    await untilActive(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-insurance-vipps-active.png'), fullPage: true });
    await context.close();
  });
});
