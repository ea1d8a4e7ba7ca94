/**
 * Insurances set up through the API for browser tests. A Swedish customer signs in to My Pages
 * with BankID (the sandbox's simulated app), signs up for an insurance, accepts the terms and
 * approves the Autogiro mandate on GoCardless's simulator; the bank activates it. A Norwegian
 * customer signs in with BankID Norway and accepts the Vipps Recurring agreement instead.
 */
import assert from 'node:assert/strict';

import { newSwedishPni, sandbox } from './bankid.mjs';
import { norwegianPersonalId } from './pni.mjs';
import { API_URL, MYPAGES_URL, SANDBOX_URL, gateway } from './stack.mjs';

/** Polls `probe` until it answers something truthy (30 s at most); `what` names it on timeout. */
export async function until(what, probe, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
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

/** A Swedish customer signs in to My Pages with BankID on another device; answers the session token. */
export async function swedishCustomerToken(pni) {
  const started = await anonymous('POST', '/my-pages/id-login', {
    country: 'SE',
    product: 'blanco',
    callback_url: `${MYPAGES_URL}/auth/callback`,
    callback_fail_url: `${MYPAGES_URL}/auth/failed`,
  });
  const scanned = await sandbox('/sandbox/bankid/scan', { qr_data: started.qr_code_content });
  await sandbox(`/sandbox/bankid/orders/${scanned.order_ref}/approve`, { personal_number: pni });
  const progress = await anonymous('GET', `/my-pages/id-login/qr-code?ticket_id=${started.ticket_id}`);
  assert.equal(progress.status, 'complete');
  const session = await anonymous('POST', '/my-pages/id-login/exchange', { ticket_id: started.ticket_id });
  return session.token;
}

/**
 * The customer `pni` (new unless given; an existing customer keeps the register's details) signs
 * up for `group` on My Pages, accepts the terms with `email` and approves the Autogiro mandate;
 * the bank activates it. Answers the insurance as staff read it, once ACTIVE, with its mandate.
 */
export async function activeSwedishInsurance(
  staffToken,
  { pni = newSwedishPni(), group = 'ACCIDENT_INSURANCE', email = `per.${pni}@example.se` } = {},
) {
  const token = await swedishCustomerToken(pni);
  const { insurance, encrypted_insurance_id } = await gateway('POST', '/my-pages/insurance/sign-up', token, {
    insurance_group: group,
  });
  const confirmed = await gateway('POST', '/my-pages/insurance/confirm-terms', token, {
    encrypted_insurance_id,
    success_url: `${MYPAGES_URL}/insurance/success`,
    fail_url: `${MYPAGES_URL}/insurance`,
    email,
    phone_number: '+46701234567',
    insured_amount: insurance.insured_amount.minor_units / 100,
    premium: insurance.premium.minor_units,
  });
  const flow = new URL(confirmed.psp_external_url).searchParams.get('id');
  await sandbox(`/sandbox/gocardless/flows/${flow}/approve`, {
    personal_number: pni,
    given_name: 'Per',
    family_name: 'Holm',
    clearing_number: '5491',
    account_number: '1234567890',
  });
  const slim = `/insurance/api/insurance/slim/${insurance.insurance_id}`;
  const bound = await until('the mandate', async () => {
    const now = await gateway('GET', slim, staffToken);
    return now.mandate?.reference?.startsWith('MD') ? now : null;
  });
  await sandbox(`/sandbox/gocardless/mandates/${bound.mandate.reference}/activate`, {});
  return until('the insurance to be active', async () => {
    const now = await gateway('GET', slim, staffToken);
    return now.substatus === 'ACTIVE' ? now : null;
  });
}

/**
 * A Norwegian customer signs in to My Pages with BankID Norway (the sandbox's OpenID Connect
 * login, approved as `nin`); answers the session token.
 */
export async function norwegianCustomerToken(nin) {
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
export async function activeNorwegianLifeInsurance(staffToken) {
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
