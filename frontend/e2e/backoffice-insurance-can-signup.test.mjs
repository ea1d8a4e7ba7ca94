/**
 * Whole-stack browser test of the sale form's check (`POST /insurance/api/can-signup`). A new
 * Swedish customer signs in to My Pages once (so kdlt knows them); the admin registers themselves
 * with the insurance service's register of staff members and sells the customer a safety insurance
 * through the API. Opening the safety insurance's sale form for the customer then tells, before
 * anything is filled in, that the customer already has it, with a link to it and no way to
 * create a second; the link opens the insurance, whose seller is named from the register. The
 * life insurance's form for the same customer has nothing to say.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn } from './lib/backoffice.mjs';
import { newSwedishPni } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishCustomerToken } from './lib/insurance.mjs';
import { BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('the sale form says why a customer cannot get an insurance', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin opens the safety insurance form for a customer who has one', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token, user } = await sessionOf(page);

    const customerToken = await swedishCustomerToken(newSwedishPni());
    const me = await gateway('GET', '/my-pages/me', customerToken);
    const customerId = me.customer.customer_id;
    await gateway('POST', '/insurance/api/ext_users/create', token, {
      user_id: user.user_id,
      name: user.name,
      email: user.email,
    });
    const sold = await gateway('POST', '/insurance/api/create-insurance', token, {
      customer_id: customerId,
      insurance_group: 'SAFETY_INSURANCE',
    });

    await page.goto(`${BACKOFFICE_URL}/insurance/tf/new?customer_id=${customerId}`);
    const refused = page.getByTestId('insurance-new-refused');
    await refused.waitFor();
    assert.match(await refused.innerText(), /The customer cannot get this insurance/);
    assert.match(
      await page.getByTestId('insurance-new-refusal-ALREADY_HAS_ACTIVE').innerText(),
      /already has this insurance, and it has not ended/,
    );
    assert.equal(await page.getByTestId('insurance-new-submit').isDisabled(), true);
    await page.getByTestId('insurance-new-customer-name').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('insurance-can-signup-refused.png') });

    await page.getByTestId('insurance-new-open-insurance').click();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/${sold.insurance_id}`);
    await page.getByText(user.name).first().waitFor();

    // Life insurance: nothing in the way.
    await page.goto(`${BACKOFFICE_URL}/insurance/life/new?customer_id=${customerId}`);
    await page.getByTestId('insurance-new-customer-name').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('insurance-new-refused').count(), 0);
    assert.equal(await page.getByTestId('insurance-new-submit').isDisabled(), false);
    assert.deepEqual(problems, []);
  });
});
