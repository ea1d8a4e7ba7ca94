/**
 * Whole-stack browser test of winning back customers who cancelled. A new Swedish customer signs
 * up for accident insurance (BankID through the sandbox, the terms and the Autogiro mandate on
 * GoCardless's simulator, all through the API) and the bank activates the mandate; then the bank
 * cancels the mandate and staff cancel the insurance as too expensive. The admin opens "Win back
 * customers" from the menu, filters Swedish accident insurances, finds the customer, records a call
 * nobody answered (the customer stays, with the call) and then one where they were not interested
 * (the customer leaves the list).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { closeNotices, openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { sandbox } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { activeSwedishInsurance, until } from './lib/insurance.mjs';
import { BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

/** The Swedish accident insurances to win back, as the gateway lists them. */
const WINBACK_SE_ACCIDENT = '/insurance/api/winbackable?country=SE&insurance_group=ACCIDENT_INSURANCE&limit=50';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

/** The bank cancels the mandate (INACTIVE_MANDATE), then staff cancel the insurance: CANCELED. */
async function cancelledAccidentInsurance(staffToken) {
  const active = await activeSwedishInsurance(staffToken);
  const slim = `/insurance/api/insurance/slim/${active.insurance_id}`;
  await sandbox(`/sandbox/gocardless/mandates/${active.mandate.reference}/cancel`, {});
  await until('the mandate to be inactive', async () => {
    const now = await gateway('GET', slim, staffToken);
    return now.substatus === 'INACTIVE_MANDATE' ? now : null;
  });
  await gateway('PUT', '/insurance/api/cancel-insurance', staffToken, {
    insurance_id: active.insurance_id,
    cause: 'TOO_EXPENSIVE',
  });
  return until('the insurance to be cancelled', async () => {
    const now = await gateway('GET', slim, staffToken);
    return now.substatus === 'CANCELED' ? now : null;
  });
}

/** Opens "Record call" on the row, picks `outcome`, types `comment` (if any) and saves. */
async function recordCall(page, id, name, outcome, comment, screenshot) {
  await page.getByTestId(`winback-record-${id}`).click();
  const dialog = page.getByTestId('winback-feedback-modal');
  await dialog.waitFor();
  await dialog.getByTestId(`winback-outcome-${outcome}`).click();
  if (comment) await dialog.getByTestId('winback-feedback-comment').fill(comment);
  if (screenshot) {
    await dialog.getByTestId('winback-feedback-customer').filter({ hasText: name }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath(screenshot) });
  }
  await page.getByTestId('winback-feedback-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('winning back customers in the back office', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin calls one who cancelled: no answer keeps them listed, not interested takes them off', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const insurance = await cancelledAccidentInsurance(token);
    const id = insurance.insurance_id;
    assert.equal(insurance.cancel_cause, 'TOO_EXPENSIVE');

    // The list of customers to win back, filtered to Swedish accident insurances.
    await openFromMenu(page, 'menu-insurance-winback');
    await page.getByTestId('page-title').filter({ hasText: 'Win back customers' }).waitFor();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/winbackable`);
    await pickOption(page, page.getByTestId('winback-filter-country'), 'Sweden');
    await page.waitForURL(/[?&]country=SE/);
    await pickOption(page, page.getByTestId('winback-filter-group'), 'Accident insurance');
    await page.waitForURL(/[?&]group=ACCIDENT_INSURANCE/);
    // The customer by the register's name (BankID's, not the bank account holder's).
    const customer = await gateway('GET', `/customer/name/${insurance.customer_id}`, token);
    const name = `${customer.first_name} ${customer.last_name}`;
    const row = page.getByTestId(`winback-row-${id}`);
    await row.getByTestId(`winback-customer-${id}`).filter({ hasText: name }).waitFor();
    assert.equal(await row.getByTestId(`winback-link-${id}`).getAttribute('href'), `/insurance/${id}`);
    assert.match(await row.getByTestId(`winback-cancelled-${id}`).innerText(), /Too expensive/);
    assert.match(await row.getByTestId(`winback-group-${id}`).innerText(), /Accident insurance/);
    await row.getByTestId(`winback-feedback-${id}`).filter({ hasText: 'Not called yet' }).waitFor();

    // Nobody answered: the customer stays on the list, with the call.
    await recordCall(page, id, name, 'NO_ANSWER', 'Rang at 10, voicemail', 'backoffice-insurance-winback-dialog.png');
    await page.getByText(`Insurance ${id}: No answer`).waitFor();
    const feedback = row.getByTestId(`winback-feedback-${id}`);
    await feedback.filter({ hasText: 'Rang at 10, voicemail' }).waitFor();
    assert.equal(await feedback.getAttribute('data-outcome'), 'NO_ANSWER');
    assert.match(await feedback.innerText(), /No answer/);
    await closeNotices(page);
    await page.mouse.move(700, 10);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-winback-list.png'), fullPage: true });
    const listed = await gateway('GET', WINBACK_SE_ACCIDENT, token);
    assert.equal(listed.items.find((item) => item.insurance.insurance_id === id)?.feedback?.outcome, 'NO_ANSWER');

    // Not interested: the customer leaves the list.
    await recordCall(page, id, name, 'NOT_INTERESTED');
    await page.getByText(`Insurance ${id}: Not interested. The customer is off the list.`).waitFor();
    await row.waitFor({ state: 'detached' });
    const left = await gateway('GET', WINBACK_SE_ACCIDENT, token);
    assert.equal(left.items.some((item) => item.insurance.insurance_id === id), false);

    // The calls are in the insurance's event log.
    await page.goto(`${BACKOFFICE_URL}/insurance/${id}`);
    await page.getByTestId('insurance-events-table').getByText('Winback feedback').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
