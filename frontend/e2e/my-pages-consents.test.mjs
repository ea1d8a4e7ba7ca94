/**
 * Whole-stack browser tests of My Pages after sign-in: the marketing consent drawer (dismissed,
 * and not shown again with the page's clock fixed later; accepted once its box is ticked), and an employee with ImpersonateCustomer opening a customer's My Pages from the back
 * office's customer page (the banner names both; the drawer is not offered to the employee).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { signIn } from './lib/backoffice.mjs';
import { newSwedishPni, signInCustomer } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { BACKOFFICE_URL, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };

describe('My Pages: consents and impersonation', () => {
  let browser;

  before(async () => {
    await requireStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('the consent drawer: dismissed, then not shown again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signInCustomer(page);
    const drawer = page.getByTestId('consent-drawer');
    await drawer.getByText('Stay in touch').waitFor();
    assert.equal(await page.getByTestId('consent-save').isDisabled(), true, 'the box must be ticked first');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('mypages-consent-drawer.png'), fullPage: true });
    await page.getByTestId('consent-not-now').click();
    await drawer.getByText('Stay in touch').waitFor({ state: 'hidden' });

    // Later (the page's clock fixed 20 minutes on, within the session; the 30-day rule itself is
    // unit-tested in consentDrawer.test.ts), the drawer stays away.
    await page.clock.setFixedTime(Date.now() + 20 * 60 * 1000);
    await page.reload();
    await page.getByTestId('customer-home').waitFor();
    await page.getByTestId('support-footer').waitFor();
    assert.equal(await drawer.getByText('Stay in touch').isVisible(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the consent drawer: the ticked box gives the consent', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signInCustomer(page);
    await page.getByTestId('consent-box').click();
    await page.getByTestId('consent-save').click();
    await page.getByText('Thank you! Your choice is saved.').waitFor();
    await page.reload();
    await page.getByTestId('customer-home').waitFor();
    await page.getByTestId('support-footer').waitFor();
    assert.equal(await page.getByTestId('consent-drawer').getByText('Stay in touch').isVisible(), false);
    await context.close();
  });

  it("an employee opens a customer's My Pages from the customer page, with the banner", async () => {
    // The customer exists once they signed in.
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const customerPage = await customerContext.newPage();
    const pni = await signInCustomer(customerPage, newSwedishPni(1979));
    const name = (await customerPage.getByTestId('customer-greeting').textContent()).replace(/^Hello, |!$/g, ''); // first name
    await customerContext.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signIn(page, ADMIN);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('zrm.backoffice.session')));
    const token = session.token;
    const employee = `${session.user.first_name} ${session.user.last_name}`;
    const ids = await page.evaluate(
      async ([api, bearer, personalId]) => {
        const response = await fetch(`${api}/customer/pnis-to-ids`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ pnis: [personalId] }),
        });
        return response.json();
      },
      [process.env.ZRM_API_URL || 'http://127.0.0.1:8080', token, pni],
    );
    const customerId = ids.items?.[0]?.customer_ids?.[0];
    assert.ok(customerId, `the customer of ${pni}: ${JSON.stringify(ids)}`);
    await page.goto(`${BACKOFFICE_URL}/customers/${customerId}`);
    const opened = context.waitForEvent('page');
    await page.getByTestId('customer-open-my-pages').click();
    const myPages = await opened;
    await myPages.getByTestId('impersonation-banner').waitFor({ timeout: 15_000 });
    const banner = await myPages.getByTestId('impersonation-banner').textContent();
    assert.ok(banner.startsWith(`${employee} is viewing My Pages as ${name} `), banner);
    await myPages.getByTestId('customer-home').waitFor();
    assert.equal(await myPages.getByTestId('consent-drawer').getByText('Stay in touch').isVisible(), false);
    await animationsDone(myPages);
    await myPages.screenshot({ path: screenshotPath('mypages-impersonation.png'), fullPage: true });
    await context.close();
  });
});
