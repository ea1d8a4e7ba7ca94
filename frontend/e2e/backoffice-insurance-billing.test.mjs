/**
 * Whole-stack browser test of an insurance's premiums in the back office. A new Swedish customer
 * signs up for accident insurance (BankID through the sandbox, the terms and the Autogiro mandate
 * on GoCardless's simulator, all through the API) and the bank activates the mandate; the billing
 * job bills each month. Two months in a row the bank fails the payment: the admin sees the
 * cancellation alert MISSING_2_PAYMENTS as the page's warning, in the insurance's alerts and on
 * the list of every alert, filtered by type. The next month is collected: the admin refunds part
 * of it from the payments table and sees the refunded amount, the refund and the log entry.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { closeNotices, openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { sandbox } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { activeSwedishInsurance, until } from './lib/insurance.mjs';
import { BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

const paymentsOf = async (token, id) =>
  (await gateway('GET', `/insurance/api/insurance/${id}/payments?limit=50`, token)).items;

/**
 * Once the billing job has made `count` payments, the simulated bank does `action` (`fail`,
 * `confirm`) to every one still pending (another test may move the billing clock too) and their
 * webhooks arrive. Answers the payments, newest month first; the newest is in `state`.
 */
async function settlePayments(token, id, count, action, state) {
  const made = await until(`payment ${count}`, async () => {
    const now = await paymentsOf(token, id);
    return now.length >= count ? now : null;
  });
  for (const payment of made.filter((p) => p.state === 'PENDING')) {
    await sandbox(`/sandbox/gocardless/payments/${payment.provider_reference}/${action}`, {});
  }
  const settled = await until('the payments to settle', async () => {
    const now = await paymentsOf(token, id);
    return now.every((p) => p.state !== 'PENDING') ? now : null;
  });
  assert.equal(settled[0].state, state);
  return settled;
}

/** A month passes on the billing clock. */
const nextMonth = () => sandbox('/sandbox/billing-clock/advance', { days: 31 });

describe('insurance premiums in the back office', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin sees two missed premiums as a cancellation alert, and refunds part of a collected one', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token, user } = await sessionOf(page);
    const insurance = await activeSwedishInsurance(token);
    const id = insurance.insurance_id;
    const premium = insurance.premium.minor_units;

    // The first month is billed at once and the bank fails it; a month later the second too.
    await settlePayments(token, id, 1, 'fail', 'MISSED');
    await nextMonth();
    const missed = await settlePayments(token, id, 2, 'fail', 'MISSED');
    const alert = await until('MISSING_2_PAYMENTS', async () => {
      const { items } = await gateway('GET', `/insurance/api/cancellation-alerts?insurance_id=${id}`, token);
      return items.find((a) => a.alert_type === 'MISSING_2_PAYMENTS');
    });

    // The insurance's page warns of it at the top and lists it; nothing missed can be refunded.
    await page.goto(`${BACKOFFICE_URL}/insurance/${id}`);
    const banner = page.getByTestId('insurance-alert-banner');
    await banner.filter({ hasText: 'Cancellation alert: Two payments missed' }).waitFor();
    // Since the month of cover of the first one missed.
    assert.match(await banner.innerText(), new RegExp(`2 missed in a row since ${missed.at(-1).period_start}`));
    await page
      .getByTestId(`insurance-alert-type-${alert.alert_id}`)
      .filter({ hasText: 'Two payments missed' })
      .waitFor();
    for (const payment of missed) {
      const state = page.getByTestId(`insurance-payment-state-${payment.payment_id}`);
      await state.filter({ hasText: 'Missed' }).waitFor();
    }
    const missedRefund = page.getByTestId(`refund-payment-${missed[0].payment_id}`);
    assert.equal(await missedRefund.isDisabled(), true);
    await missedRefund.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Only a collected payment can be refunded' }).waitFor();
    await page.mouse.move(700, 10);
    await page.getByTestId('insurance-events-table').getByText('Warning before cancellation').first().waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-billing-alert.png'), fullPage: true });

    // The list of every alert has it too, also filtered by its type; its row leads to the insurance.
    await openFromMenu(page, 'menu-insurance-alerts');
    await page.getByTestId('page-title').filter({ hasText: 'Cancellation alerts' }).waitFor();
    await page.mouse.move(700, 800);
    await pickOption(page, page.getByTestId('cancellation-alerts-filter-type'), 'Two payments missed');
    await page.waitForURL(/[?&]type=MISSING_2_PAYMENTS/);
    const row = page.getByTestId(`cancellation-alert-${alert.alert_id}`);
    await row
      .getByTestId(`cancellation-alert-type-${alert.alert_id}`)
      .filter({ hasText: 'Two payments missed' })
      .waitFor();
    assert.equal(
      await row.getByTestId(`cancellation-alert-insurance-${alert.alert_id}`).getAttribute('href'),
      `/insurance/${id}`,
    );
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-alerts-list.png'), fullPage: true });
    await row.click();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/${id}`);

    // The next month is collected: the admin refunds 10 kr of it.
    await nextMonth();
    const [collected] = await settlePayments(token, id, 3, 'confirm', 'COLLECTED');
    assert.equal(collected.refundable.minor_units, premium);
    await page.reload();
    const collectedState = page.getByTestId(`insurance-payment-state-${collected.payment_id}`);
    await collectedState.filter({ hasText: 'Collected' }).waitFor();
    await page.getByTestId(`refund-payment-${collected.payment_id}`).click();
    const amount = page.getByTestId('refund-amount');
    assert.equal(await amount.inputValue(), (premium / 100).toFixed(2).replace('.', ','));
    await page.getByTestId('refund-left').waitFor();
    await amount.fill('10');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-refund-modal.png') });
    await page.getByTestId('refund-confirm').click();
    // The confirmation, or the refusal shown in the dialog (then the test says what it was).
    const refusal = page.getByTestId('refund-modal').locator('[data-testid="refund-error"], .ant-form-item-explain-error');
    await page.getByText(/10\s*kr refunded/).or(refusal).first().waitFor();
    if (await refusal.count()) assert.fail(`the refund was refused: ${await refusal.first().innerText()}`);
    await page.getByTestId('refund-modal').waitFor({ state: 'detached' });

    // The refunded amount, the refund behind it (who, when) and the log entry.
    const refunded = page.getByTestId(`insurance-payment-refunded-${collected.payment_id}`);
    await refunded.filter({ hasText: /^10\s*kr$/ }).waitFor();
    await page.getByTestId('insurance-events-table').getByText('Refund made').first().waitFor();
    await closeNotices(page);
    await animationsDone(page);
    await page
      .getByTestId('insurance-payments')
      .screenshot({ path: screenshotPath('backoffice-insurance-payments.png') });
    await refunded.hover();
    const refunds = page.getByTestId(`insurance-payment-refunds-${collected.payment_id}`);
    await refunds.filter({ hasText: user.name }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-refunds.png') });
    const [afterRefund] = await paymentsOf(token, id);
    assert.equal(afterRefund.refunded.minor_units, 1_000);
    assert.equal(afterRefund.refundable.minor_units, premium - 1_000);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
