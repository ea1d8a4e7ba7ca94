/**
 * Whole-stack browser test of a Norwegian insurance's Vipps agreement in the back office. A new
 * Norwegian customer signs up for life insurance (BankID Norway through the sandbox, the terms
 * and the Vipps Recurring agreement accepted on the sandbox's Vipps, all through the API); the
 * billing job bills the month. The admin looks up the latest Vipps charge from the insurance's
 * page, then stops the agreement: the insurance is left without an active direct debit.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { closeNotices, sessionOf, signIn } from './lib/backoffice.mjs';
import { sandbox } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { activeNorwegianLifeInsurance, until } from './lib/insurance.mjs';
import { API_URL, BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

/** The latest Vipps charge, once the billing job has billed the month (409 until then). */
function lastCharge(token, id) {
  return until('the first Vipps charge', async () => {
    const response = await fetch(`${API_URL}/insurance/api/admin/vipps/last-charge/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status === 409) return null;
    const text = await response.text();
    if (!response.ok) throw new Error(`last charge → ${response.status}: ${text}`);
    return JSON.parse(text);
  });
}

describe('the Vipps agreement in the back office', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin looks up the latest Vipps charge of a Norwegian insurance and stops its agreement', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const insurance = await activeNorwegianLifeInsurance(token);
    const id = insurance.insurance_id;
    assert.equal(insurance.mandate.provider, 'VIPPS');
    const charge = await lastCharge(token, id);
    assert.equal(charge.agreement_id, insurance.mandate.reference);
    assert.equal(charge.amount.minor_units, insurance.premium.minor_units);

    // The latest charge, as Vipps has it now.
    await page.goto(`${BACKOFFICE_URL}/insurance/${id}`);
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Active' }).waitFor();
    await page.getByTestId('vipps-last-charge').click();
    const modal = page.getByTestId('vipps-last-charge-modal');
    await modal.getByTestId('vipps-charge-status').waitFor();
    assert.match(await modal.getByTestId('vipps-charge-status').innerText(), /^[A-Z_]+$/);
    assert.equal(await modal.getByTestId('vipps-charge-id').innerText(), charge.charge_id);
    assert.match(await modal.getByTestId('vipps-charge-amount').innerText(), /^12\s*kr$/);
    assert.equal(await modal.getByTestId('vipps-charge-period').innerText(), charge.period_start);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-vipps-charge.png') });
    await page.getByTestId('vipps-last-charge-close').click();
    await modal.waitFor({ state: 'detached' });

    // Stopping the agreement leaves the insurance without an active direct debit.
    await page.getByTestId('vipps-stop-agreement').click();
    await page.getByRole('dialog').filter({ hasText: insurance.mandate.reference }).waitFor();
    await page.getByTestId('vipps-stop-confirm').click();
    await page.getByText(`The Vipps agreement of insurance ${id} was stopped`).waitFor();
    await page.getByTestId('insurance-header-status').filter({ hasText: 'No active direct debit' }).waitFor();
    await page.getByTestId('insurance-field-providerStatus').filter({ hasText: 'STOPPED' }).waitFor();
    assert.equal(await page.getByTestId('vipps-stop-agreement').isDisabled(), true);
    await closeNotices(page);
    await page.mouse.move(700, 10);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-vipps-stopped.png'), fullPage: true });

    const stopped = await gateway('GET', `/insurance/api/insurance/slim/${id}`, token);
    assert.equal(stopped.substatus, 'INACTIVE_MANDATE');
    assert.equal(stopped.mandate.provider_status, 'STOPPED');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
