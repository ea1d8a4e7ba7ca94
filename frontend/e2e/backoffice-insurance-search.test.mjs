/**
 * Whole-stack browser test of the search drawer's Insurances tab. The admin registers a Swedish
 * customer and sells them a safety insurance, and registers an insurance seller whose only
 * coordinate is on department KH (life insurance, Stockholm). The seller signs in through the
 * identity provider, opens the drawer with Ctrl+K, where the Insurances tab is the one shown
 * (no mortgage coordinate: no Mortgages or Leads tab), finds the insurance by the customer's
 * personal id as people write it and by the customer's name, and opens it. Screenshot:
 * search-drawer-insurances.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn, signInWithIdentityProvider } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BACKOFFICE_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1366, height: 900 };
const KH_COORDINATE = 'LISESTFTKH';

/** Letters only (names hold no digits), unique to this run. */
function runLetters() {
  return [...String(Date.now()).slice(-8)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
}

describe('search drawer, Insurances tab', () => {
  let browser;
  after(async () => browser?.close());

  it('an insurance seller on department KH finds an insurance by personal id and name and opens it', async () => {
    await requireStack();
    browser = await launchBrowser();

    // The admin prepares the customer, the insurance and the seller.
    const adminContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    const { token } = await sessionOf(admin);
    const pni = swedishPersonalId();
    const lastName = `Sökförsäkrad${runLetters()}`;
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Tove',
      last_name: lastName,
    });
    const insurance = await gateway('POST', '/insurance/api/create-insurance', token, {
      customer_id: customer.customer_id,
      insurance_group: 'SAFETY_INSURANCE',
      insured_amount: 4500,
    });
    const email = `kh.seller.${Date.now()}@zrm.example`;
    await gateway('POST', '/employee/', token, {
      first_name: 'Karl',
      last_name: 'Försäkringsson',
      email,
      phone_number: '+46705550198',
      language: 'en',
      roles: ['zaker:insurance:create'],
      zoordinates: [KH_COORDINATE],
    });
    const known = await fetch(`${SANDBOX_URL}/sandbox/staff-idp/accounts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        given_name: 'Karl',
        family_name: 'Försäkringsson',
        roles: ['zaker:insurance:create'],
        zoordinates: [KH_COORDINATE],
      }),
    });
    assert.ok(known.ok, `sandbox account: ${known.status}`);
    await adminContext.close();

    // The seller, in a browser of their own.
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signInWithIdentityProvider(page, email, { path: '/notifications' });
    await page.getByTestId('open-search').waitFor();
    await page.keyboard.press('Control+k');
    const drawer = page.getByTestId('search-drawer');
    await drawer.waitFor();
    await page.getByTestId('search-tab-insurances').waitFor();
    assert.equal(await page.getByTestId('search-tab-mortgages').count(), 0);
    assert.equal(await page.getByTestId('search-tab-leads').count(), 0);

    // The personal id as people write it (YYMMDD-NNNN), at once on Enter.
    const input = page.getByTestId('search-input');
    await input.fill(`${pni.slice(2, 8)}-${pni.slice(8)}`);
    await input.press('Enter');
    const hit = page.getByTestId(`search-hit-${insurance.insurance_id}`);
    await hit.waitFor();
    const shown = await hit.innerText();
    assert.match(shown, new RegExp(`Tove ${lastName}`));
    assert.match(shown, new RegExp(`${pni.slice(0, 8)}-${pni.slice(8)}`));
    assert.match(shown, /4\s500\s*kr/);
    assert.match(shown, /Waiting for the customer/);
    assert.equal(await hit.getAttribute('href'), `/insurance/${insurance.insurance_id}`);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-insurances.png') });

    // The start of the name finds it too (debounced as it is typed).
    const byName = `tove ${lastName.slice(0, 14).toLowerCase()}`;
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/insurance/api/search?') && new URL(response.url()).searchParams.get('q') === byName,
    );
    await input.fill(byName);
    assert.equal((await answered).status(), 200);
    await hit.waitFor();

    // The hit opens the insurance and closes the drawer.
    await hit.click();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/${insurance.insurance_id}`);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('insurance-details').waitFor();
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Waiting for the customer' }).waitFor();

    assert.deepEqual(problems, []);
    await context.close();
  });
});
