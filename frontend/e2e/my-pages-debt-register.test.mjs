/**
 * Whole-stack browser test of the Norwegian debt register on My Pages (/gjeld), against the real
 * gateway, kdlt and the sandbox's debt-register simulator (NoGi's consent page and API): a
 * customer signs in with BankID Norway, shares the debt register on NoGi's consent page and
 * sees the loans by type, updates and checks, withdraws; a denied consent is told as such.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { approveBankIdNo, sandbox } from './lib/bankid.mjs';
import { norwegianPersonalId } from './lib/pni.mjs';
import { MYPAGES_URL, SANDBOX_URL, requireStack } from './lib/stack.mjs';

/** What creditors report about the person at NoGi (the simulator's control API). */
async function reportLoans(nin) {
  await sandbox(`/sandbox/debt-register/persons/${nin}/loans`, {
    creditor_name: 'Nordlys Bank ASA',
    loan: {
      type: 'repaymentLoan',
      timestamp: '2026-11-01T00:00:00Z',
      coBorrower: 0,
      originalBalance: 25_000_000,
      balance: 18_450_000,
      terms: 48,
      nominalInterestRate: 1290,
      installmentCharges: 4500,
      installmentChargePeriod: 'MONTHLY',
    },
  });
  await sandbox(`/sandbox/debt-register/persons/${nin}/loans`, {
    creditor_name: 'Fjord Kreditt AS',
    loan: {
      type: 'creditFacility',
      timestamp: '2026-11-01T00:00:00Z',
      coBorrower: 0,
      creditLimit: 5_000_000,
      interestBearingBalance: 1_200_000,
      nonInterestBearingBalance: 0,
      nominalInterestRate: 2190,
      installmentCharges: 0,
      installmentChargePeriod: 'MONTHLY',
    },
  });
}

/** Signs in on /gjeld with BankID Norway (the simulator's login page) as `nin`, and answers the
 * marketing consent drawer a new customer is shown ("Not now"). */
async function signInOnGjeld(page, nin) {
  await page.goto(`${MYPAGES_URL}/gjeld?country=NO`);
  await page.getByTestId('bankid-no-start').click();
  await approveBankIdNo(page, nin);
  await page.getByTestId('debt-register-page').waitFor({ timeout: 10_000 });
  await page.getByTestId('consent-not-now').click();
  await page.getByTestId('consent-drawer').waitFor({ state: 'hidden' });
}

/** On NoGi's consent page (the simulator): who logs in, and their answer. */
async function answerConsentPage(page, nin, decision) {
  await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/nogi/oauth2/auth`));
  await page.locator('input[name=nin]').fill(nin);
  await page.locator(`button[name=decision][value=${decision}]`).click();
}

describe('the debt register on My Pages', () => {
  let browser;

  before(async () => {
    await requireStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('shares the debt register through NoGi and shows the loans by type; updates, checks, withdraws', async () => {
    const nin = norwegianPersonalId();
    await reportLoans(nin);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signInOnGjeld(page, nin);
    await page.getByTestId('debt-flag-consent').getByText('No valid consent').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-debt-register-share.png'), fullPage: true });

    await page.getByTestId('debt-share-button').click();
    await page.screenshot({ path: screenshotPath('mypages-debt-register-nogi.png'), fullPage: true });
    await answerConsentPage(page, nin, 'accept');

    const data = page.getByTestId('debt-data');
    await data.waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/gjeld');
    assert.equal(await page.getByTestId('debt-flag-consent').textContent(), 'Consent given');
    assert.equal(await page.getByTestId('debt-flag-recent').textContent(), 'Recent data');
    assert.match(await page.getByTestId('debt-total').textContent(), /196\s500\s*kr/);
    const repayment = page.getByTestId('debt-loans-repayment_loan');
    await repayment.getByText('Nordlys Bank ASA').waitFor();
    assert.match(await repayment.textContent(), /184\s500\s*kr/);
    const facility = page.getByTestId('debt-loans-credit_facility');
    await facility.getByText('Fjord Kreditt AS').waitFor();
    assert.match(await facility.textContent(), /50\s000\s*kr/);
    assert.equal(await page.getByTestId('debt-loan-row').count(), 2);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-debt-register-shared.png'), fullPage: true });

    await page.getByTestId('debt-renew').click();
    await page.getByText('Your debt data is updated.').waitFor();
    await page.getByTestId('debt-check').click();
    await page.getByText('Your consent is valid.').waitFor();

    await page.getByTestId('debt-withdraw').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Withdraw consent' }).click();
    await page.getByText('Your consent is withdrawn and the data deleted.').waitFor();
    await page.getByTestId('debt-share-button').waitFor();
    assert.equal(await page.getByTestId('debt-data').count(), 0);
    assert.deepEqual(
      problems.filter((problem) => !problem.includes(SANDBOX_URL)),
      [],
    );
    await context.close();
  });

  it('a consent denied on NoGi’s page is told as such, and nothing is shared', async () => {
    const nin = norwegianPersonalId();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signInOnGjeld(page, nin);
    await page.getByTestId('debt-share-button').click();
    await answerConsentPage(page, nin, 'deny');
    const message = page.getByTestId('debt-callback-message');
    await message.waitFor({ timeout: 10_000 });
    assert.equal(await message.textContent(), 'You did not give the consent. Nothing was shared.');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-debt-register-denied.png'), fullPage: true });
    await page.getByTestId('debt-callback-back').click();
    await page.getByTestId('debt-share-button').waitFor();
    await context.close();
  });
});
