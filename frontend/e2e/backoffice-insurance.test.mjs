/**
 * Whole-stack browser test of the staff insurance desk. The admin (whose admin role passes the
 * ZakerInsuranceCreate requirement) sells a safety insurance to a new Swedish customer from "My
 * insurances", lands on the insurance waiting for the customer, takes the customer's link (the
 * encrypted id for My Pages' terms page), cancels it with a cause, which discards it as the
 * customer never accepted, and finds it discarded in "My insurances". Then a safety insurance
 * is e-mailed to its customer, who accepts it from the link on My Pages and approves the Autogiro
 * mandate on GoCardless's page; once the bank activates the mandate, staff see it active.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { closeNotices, openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { sandbox, signInCustomer } from './lib/bankid.mjs';
import { messagesTo } from './lib/mail.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BACKOFFICE_URL, GOCARDLESS_URL, MYPAGES_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

/** Moves the pointer off the header, so the menu's overflow popup a menu click opened closes. */
async function leaveMenu(page) {
  await page.mouse.move(700, 800);
  await page.locator('.ant-menu-submenu-popup:visible').waitFor({ state: 'hidden' });
}

describe('staff insurance desk', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin sells a safety insurance, gives the customer the link, cancels it and finds it in My insurances', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const pni = swedishPersonalId();
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Elin',
      last_name: 'Försäkrad',
      phone_number: `+4670${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email: `elin.${pni}@example.se`,
    });

    // From the menu to the sale form.
    await openFromMenu(page, 'menu-my-insurances');
    await page.getByTestId('page-title').filter({ hasText: 'My insurances' }).waitFor();
    await leaveMenu(page);
    await page.getByTestId('insurance-new').click();
    await page.getByTestId('insurance-new-SAFETY_INSURANCE').click();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/tf/new`);
    await page.getByTestId('page-title').filter({ hasText: 'New safety insurance' }).waitFor();

    // The customer is named under the id; the premium follows the amount.
    await page.getByTestId('insurance-new-customer-id').fill(String(customer.customer_id));
    await page.getByTestId('insurance-new-customer-id').blur();
    await page.getByTestId('insurance-new-customer-name').filter({ hasText: 'Elin Försäkrad' }).waitFor();
    await page.getByTestId('insurance-new-amount').fill('5000');
    await page.getByTestId('insurance-new-premium').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-new.png'), fullPage: true });
    await page.getByTestId('insurance-new-submit').click();

    // The insurance, waiting for the customer to accept the terms.
    await page.waitForURL(/\/insurance\/\d+$/);
    const insuranceId = Number(new URL(page.url()).pathname.split('/').at(-1));
    assert.ok(insuranceId >= 1);
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Waiting for the customer' }).waitFor();
    await page.getByTestId('insurance-field-customer').filter({ hasText: 'Elin Försäkrad' }).waitFor();
    assert.match(await page.getByTestId('insurance-field-amount').innerText(), /5\s000\s*kr/);
    await page.getByTestId('insurance-events-table').getByText('Insurance created').waitFor();

    // The customer's link: the encrypted id for My Pages' terms page.
    await page.getByTestId('insurance-customer-link').click();
    const encrypted = (await page.getByTestId('insurance-customer-link-id').innerText()).trim();
    assert.ok(encrypted.length > 8, `an encrypted id, got "${encrypted}"`);
    assert.notEqual(encrypted, String(insuranceId));
    assert.equal(
      (await page.getByTestId('insurance-customer-link-path').innerText()).trim(),
      `/insurance/terms?id=${encodeURIComponent(encrypted)}`,
    );
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-link.png') });
    await page.getByTestId('insurance-customer-link-close').click();
    await page.getByTestId('insurance-customer-link-modal').waitFor({ state: 'detached' });
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-page.png'), fullPage: true });

    // Cancelled before the customer accepted: discarded, and not cancellable again.
    await page.getByTestId('insurance-cancel').click();
    await pickOption(page, page.getByTestId('insurance-cancel-cause'), 'The customer asked');
    await page.getByTestId('insurance-cancel-comment').fill('Changed her mind on the phone');
    await page.getByTestId('insurance-cancel-confirm').click();
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Discarded' }).waitFor();
    await page.getByTestId('insurance-field-cause').filter({ hasText: 'The customer asked' }).waitFor();
    assert.equal(await page.getByTestId('insurance-cancel').isDisabled(), true);
    await page.getByTestId('insurance-events-table').getByText('Insurance cancelled').waitFor();
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-discarded.png'), fullPage: true });

    // My insurances lists it, discarded, newest first.
    await openFromMenu(page, 'menu-my-insurances');
    const row = page.getByTestId(`insurance-row-${insuranceId}`);
    await row.waitFor();
    await row.getByTestId(`insurance-status-${insuranceId}`).filter({ hasText: 'Discarded' }).waitFor();
    await row.getByTestId(`insurance-customer-${insuranceId}`).filter({ hasText: 'Elin Försäkrad' }).waitFor();
    await leaveMenu(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-my.png'), fullPage: true });
    await row.click();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/${insuranceId}`);

    // The legacy link leads to the same insurance.
    await page.goto(`${BACKOFFICE_URL}/insurance/_/${insuranceId}`);
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/${insuranceId}`);
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Discarded' }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('staff e-mail the link; the customer accepts on My Pages and pays by Autogiro; staff see it active', async () => {
    await requireStack();
    browser ??= await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const pni = swedishPersonalId();
    const email = `nils.${pni}@example.se`;
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Nils',
      last_name: 'Trygg',
      phone_number: `+4670${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email,
    });
    const sold = await gateway('POST', '/insurance/api/create-insurance', token, {
      customer_id: customer.customer_id,
      insurance_group: 'SAFETY_INSURANCE',
    });

    // Staff e-mail the link from the insurance's page.
    await page.goto(`${BACKOFFICE_URL}/insurance/${sold.insurance_id}`);
    await page.getByTestId('insurance-header-status').filter({ hasText: 'Waiting for the customer' }).waitFor();
    await page.getByTestId('insurance-email-link').click();
    await page.getByText(`The link was e-mailed to ${email}`).waitFor();
    await page.getByTestId('insurance-events-table').getByText('E-mail sent').waitFor();
    let link;
    for (let attempt = 0; attempt < 40 && !link; attempt += 1) {
      const mail = (await messagesTo(email)).find((m) => m.text?.includes('/insurance/terms?id='));
      link = mail?.text.split(/\s+/).find((word) => word.startsWith(`${MYPAGES_URL}/insurance/terms?id=`));
      if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(link, `the insurance e-mail to ${email}`);

    // The customer signs in, opens the link, accepts and approves the mandate at GoCardless.
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const customerPage = await customerContext.newPage();
    await signInCustomer(customerPage, pni);
    await customerPage.getByTestId('consent-not-now').click();
    await customerPage.getByTestId('consent-drawer').waitFor({ state: 'hidden' });
    await customerPage.goto(link);
    await customerPage.getByTestId('insurance-terms-page').waitFor({ timeout: 10_000 });
    await customerPage
      .getByTestId('terms-premium')
      .getByText(/214,50\s*kr a month/)
      .waitFor();
    assert.equal(await customerPage.getByTestId('terms-email').inputValue(), email);
    await customerPage.getByTestId('terms-accept').click();
    await customerPage.getByTestId('terms-submit').click();
    await customerPage.waitForURL((url) => url.href.startsWith(`${GOCARDLESS_URL}/gocardless/flow`), { timeout: 10_000 });
    await customerPage.locator('input[name=personal_number]').fill(pni);
    await customerPage.locator('form button[type=submit]').first().click();
    await customerPage.getByTestId('insurance-success').waitFor({ timeout: 10_000 });
    await customerContext.close();

    // The bank activates the mandate; staff see the insurance active, with its mandate.
    const mandates = await (await fetch(`${SANDBOX_URL}/sandbox/gocardless/mandates`)).json();
    const mandate = mandates.items.find((m) => m.swedish_identity_number.replace(/\D/g, '').endsWith(pni.slice(2)));
    assert.ok(mandate, `a mandate of ${pni}`);
    await sandbox(`/sandbox/gocardless/mandates/${mandate.id}/activate`, {});
    const status = page.getByTestId('insurance-header-status');
    for (let attempt = 0; attempt < 40 && !(await status.innerText()).includes('Active'); attempt += 1) {
      await page.waitForTimeout(500);
      await page.reload();
      await status.waitFor();
    }
    assert.match(await status.innerText(), /Active/);
    await page.getByTestId('insurance-events-table').getByText('Direct debit active').waitFor();
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-active.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
