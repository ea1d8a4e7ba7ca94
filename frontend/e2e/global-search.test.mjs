/**
 * Whole-stack browser test of the search drawer (issue 12). The admin signs in, opens the drawer
 * with Ctrl+K, finds a fresh lead by a part of its applicant's name, by the personal id in its
 * short written form and by the phone number of the customer behind it, and opens it; finds a
 * colleague on the Internal users tab; finds the person's application on the Mortgages tab by
 * personal id, phone and name and opens it; finds the customer by name on the Customers tab
 * once a lookup reason is chosen. An advisor who may use no tab (a card-desk coordinate, no
 * roles) sees the no-permission text. Screenshots: search-drawer-leads.png,
 * search-drawer-internal-users.png, search-drawer-mortgages.png, search-drawer-customers.png,
 * search-drawer-no-permissions.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn, signInWithIdentityProvider } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BACKOFFICE_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };

describe('search drawer', () => {
  let browser;
  after(async () => browser?.close());

  it('finds a lead by name and personal id, and a colleague, from Ctrl+K', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const pni = swedishPersonalId();
    const lastName = `Sökdrawer${Date.now()}`;
    // A mobile number of this run only, and how people type it at home.
    const phone = `+4670${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const nationalPhone = `0${phone.slice(3, 5)}-${phone.slice(5)}`;
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Greta',
      last_name: lastName,
      phone_number: phone,
    });
    const application = await gateway('POST', '/application/create', token, {
      country: 'SE',
      loan_purpose: 'BUY',
      mortgage_loan_amount: 2_900_000,
      main_applicant: customer.customer_id,
    });
    const lead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'SE',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni, first_name: 'Greta', last_name: lastName }, co_applicant: null },
    });

    await page.keyboard.press('Control+k');
    const drawer = page.getByTestId('search-drawer');
    await drawer.waitFor();
    await page.getByTestId('search-tab-leads').click();
    const input = page.getByTestId('search-input');
    await input.fill(lastName.slice(0, 14).toLowerCase());
    const hit = page.getByTestId(`search-hit-${lead.lead_id}`);
    await hit.waitFor();
    assert.match(await hit.textContent(), new RegExp(lastName));
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-leads.png') });

    // The customer's phone number as typed at home finds the lead of the person holding it.
    await input.fill(nationalPhone);
    await input.press('Enter');
    await hit.waitFor();
    // The personal id as people write it (YYMMDD-NNNN) finds the same lead, at once on Enter.
    await input.fill(`${pni.slice(2, 8)}-${pni.slice(8)}`);
    await input.press('Enter');
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/lead/${lead.lead_id}`);
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('open-search').click();
    await drawer.waitFor();
    await page.getByTestId('search-tab-internal-users').click();
    await page.getByTestId('search-input').fill('anna.online');
    const colleague = page.getByTestId('search-results').locator('a').first();
    await colleague.waitFor();
    assert.match(await colleague.textContent(), /anna\.online@zrm\.example/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-internal-users.png') });
    await colleague.click();
    await page.waitForURL(/\/internal-users\/[0-9a-f-]+$/);
    await page.getByTestId('internal-user-details').waitFor();

    // Mortgages: the application of the person, by personal id, phone and the start of the name.
    await page.getByTestId('open-search').click();
    await drawer.waitFor();
    await page.getByTestId('search-tab-mortgages').click();
    const applicationHit = page.getByTestId(`search-hit-${application.application_id}`);
    for (const text of [pni, nationalPhone, lastName.slice(0, 15).toUpperCase()]) {
      await page.getByTestId('search-input').fill(text);
      await page.getByTestId('search-input').press('Enter');
      await applicationHit.waitFor();
      assert.match(await applicationHit.textContent(), new RegExp(`Greta ${lastName}`));
    }
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-mortgages.png') });
    await applicationHit.click();
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/application/${application.application_id}`);

    // Customers: by the start of the name, once the reason of the lookup is chosen.
    await page.getByTestId('open-search').click();
    await drawer.waitFor();
    await page.getByTestId('search-tab-customers').click();
    // The tab adds its key and reason pickers: wait until the drawer has settled.
    await page.getByTestId('search-customer-reason').waitFor();
    await animationsDone(page);
    await page.getByTestId('search-customer-key').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Name', { exact: true }).click();
    await page.getByTestId('search-input').fill(`greta ${lastName.slice(0, 12).toLowerCase()}`);
    // Nothing is looked up before the reason is given.
    await page.getByTestId('search-reason-required').waitFor();
    await page.getByTestId('search-customer-reason').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('The customer contacted us').click();
    const customerHit = page.getByTestId(`search-hit-${customer.customer_id}`);
    await customerHit.waitFor();
    assert.match(await customerHit.textContent(), /\+46 70/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-customers.png') });

    assert.deepEqual(problems, []);
    await context.close();
  });

  it('tells an advisor who may use no tab that they lack the permissions', async () => {
    await requireStack();
    browser ??= await launchBrowser();
    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    const { token } = await sessionOf(admin);
    // A card-desk advisor without roles: no tab admits them.
    const email = `card.advisor.${Date.now()}@zrm.example`;
    await gateway('POST', '/employee/', token, {
      first_name: 'Cia',
      last_name: 'Kortsson',
      email,
      phone_number: '+46705550199',
      language: 'en',
      roles: [],
      zoordinates: ['CCSESTFTSA'],
    });
    const known = await fetch(`${SANDBOX_URL}/sandbox/staff-idp/accounts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, given_name: 'Cia', family_name: 'Kortsson', roles: [], zoordinates: ['CCSESTFTSA'] }),
    });
    assert.ok(known.ok, `sandbox account: ${known.status}`);
    await adminContext.close();

    // Her own browser: the admin's session is not hers.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signInWithIdentityProvider(page, email, { path: '/searcher' });
    const refused = page.getByTestId('search-no-permissions');
    await refused.waitFor();
    assert.match(await refused.textContent(), /You have no permissions needed to use any search option/);
    assert.equal(await page.getByTestId('search-input').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-no-permissions.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
