/**
 * Whole-stack browser test of a Norwegian insurance's Vipps agreement in the back office. A new
 * Norwegian customer signs up for life insurance (BankID Norway through the sandbox, the terms
 * and the Vipps Recurring agreement accepted on the sandbox's Vipps, all through the API); the
 * billing job bills the month. The admin looks up the latest Vipps charge from the insurance's
 * page, then stops the agreement: the insurance is left without an active direct debit.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn } from './lib/backoffice.mjs';
import { sandbox } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { norwegianPersonalId } from './lib/pni.mjs';
import { API_URL, BACKOFFICE_URL, MYPAGES_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

/** Polls `probe` until it answers something truthy (30 s at most); `what` names it on timeout. */
async function until(what, probe) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await probe();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Calls the gateway without a session (the customer's BankID sign-in). */
async function anonymous(method, path, body) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * A Norwegian customer signs in to My Pages with BankID Norway (the sandbox's OpenID Connect
 * login, approved as `nin`); answers the session token.
 */
async function norwegianCustomerToken(nin) {
  const started = await anonymous('POST', '/my-pages/id-login', {
    country: 'NO',
    product: 'credit_card',
    callback_url: `${MYPAGES_URL}/auth/callback`,
    callback_fail_url: `${MYPAGES_URL}/auth/failed`,
  });
  const loginUrl = new URL(started.login_url);
  assert.ok(loginUrl.href.startsWith(`${SANDBOX_URL}/`), loginUrl.href);
  // The browser opens BankID's login page; the person then approves there.
  const opened = await fetch(loginUrl, { redirect: 'manual' });
  assert.ok(opened.status < 400, `BankID NO login page → ${opened.status}`);
  const approved = await sandbox('/sandbox/bankid-no/approve', {
    state: loginUrl.searchParams.get('state'),
    national_id: nin,
  });
  const callback = await fetch(approved.redirect_to, { redirect: 'manual' });
  assert.equal(callback.status, 302);
  const session = await anonymous('POST', '/my-pages/id-login/exchange', { ticket_id: started.ticket_id });
  return session.token;
}

/**
 * The customer signs up for life insurance, accepts the terms and the Vipps agreement. Answers
 * the insurance, once ACTIVE.
 */
async function activeLifeInsurance(staffToken) {
  const token = await norwegianCustomerToken(norwegianPersonalId());
  const { insurance, encrypted_insurance_id } = await gateway('POST', '/my-pages/insurance/sign-up', token, {
    insurance_group: 'LIFE_INSURANCE',
  });
  const confirmed = await gateway('POST', '/my-pages/insurance/confirm-terms', token, {
    encrypted_insurance_id,
    success_url: `${MYPAGES_URL}/insurance/success`,
    fail_url: `${MYPAGES_URL}/insurance`,
    email: 'ola.nordmann@example.no',
    phone_number: '+4791234567',
    insured_amount: insurance.insured_amount.minor_units / 100,
    premium: insurance.premium.minor_units,
  });
  const agreement = confirmed.insurance.mandate.reference;
  assert.match(agreement, /^agr_/);
  await sandbox(`/sandbox/vipps/agreements/${agreement}/accept`, {});
  return until('the insurance to be active', async () => {
    const now = await gateway('GET', `/insurance/api/insurance/slim/${insurance.insurance_id}`, staffToken);
    return now.substatus === 'ACTIVE' ? now : null;
  });
}

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

/** Closes the confirmations still on screen, so a screenshot shows the page under them. */
async function closeNotices(page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click().catch(() => undefined);
  }
  await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, null, {
    timeout: 5_000,
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
    const insurance = await activeLifeInsurance(token);
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
