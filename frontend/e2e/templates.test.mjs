/**
 * Whole-stack browser test of the template administration. A TemplateAdmin (the admin, whose
 * admin role admits every admin area) opens "SMS templates" from the menu, writes a new template
 * for Swedish unsecured-loan offers with the event's variables (a click puts one at the cursor),
 * sees a variable the event does not offer refused in the preview, sees the preview rendered for
 * a sample customer, saves, and sends the template to a customer: the sandbox's 46elks gets the
 * text rendered for that customer.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { gateway, requireStack, smsAtProvider } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('template administration', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('a TemplateAdmin creates an SMS template and sends it', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    const phone = `+4674${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni: swedishPersonalId(),
      first_name: 'Elin',
      last_name: 'Sjöberg',
      phone_number: phone,
    });

    await openFromMenu(page, 'menu-sms-templates');
    await page.getByTestId('page-title').filter({ hasText: 'SMS templates' }).waitFor();
    await page.getByTestId('templates-new').click();
    await page.getByTestId('page-title').filter({ hasText: 'New SMS template' }).waitFor();
    await page.getByTestId('template-country').getByText('Sweden').click();
    await pickOption(page, page.getByTestId('template-product'), 'Unsecured loan');
    await pickOption(page, page.getByTestId('template-event'), 'Offer received');

    // A variable the offer does not have is refused, with its name, before anything is saved.
    const body = page.getByTestId('template-body');
    await body.fill('Hej {{ balance }}');
    const refusal = page.getByTestId('template-preview-error');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /The variable balance is not offered by this event/);

    await body.fill('Hej ');
    await page.getByTestId('template-variable-first_name').click();
    await body.press('End');
    await body.pressSequentially('! Ditt erbjudande för ');
    await page.getByTestId('template-variable-reference').click();
    await body.press('End');
    await body.pressSequentially(' finns här: ');
    await page.getByTestId('template-variable-offers_link').click();
    assert.equal(
      await body.inputValue(),
      'Hej {{ first_name }}! Ditt erbjudande för {{ reference }} finns här: {{ offers_link }}',
    );
    const preview = page.getByTestId('template-preview-body');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="template-preview-body"]')?.textContent?.endsWith('/blanco'),
      null,
      { timeout: 10_000 },
    );
    assert.match(await preview.innerText(), /^Hej Anna! Ditt erbjudande för MOSE1001 finns här: http.*\/blanco$/);
    assert.equal(await page.getByTestId('template-preview-parts').innerText(), '1 SMS part');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('templates-new-sms.png') });

    await page.getByTestId('template-save').click();
    await page.waitForURL(/\/sms\/templates\/SE\/UL\/offer_received$/);
    await page.getByTestId('page-title').filter({ hasText: 'Sweden · Unsecured loan · Offer received' }).waitFor();

    // Sent to the customer: the template of their country, rendered for them.
    const send = page.getByTestId('template-send');
    await send.getByLabel('Customer id').fill(String(customer.customer_id));
    await send.getByLabel('Application or lead').fill('MOSE1001');
    await page.getByTestId('template-send-submit').click();
    const done = page.getByTestId('template-send-done');
    await done.waitFor();
    assert.equal(await done.innerText(), `The SMS is on its way to ${phone}`);
    const held = await smsAtProvider(phone, 1);
    assert.equal(held.length, 1);
    assert.match(held[0].message, /^Hej Elin! Ditt erbjudande för MOSE1001 finns här: http.*\/blanco$/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('templates-sent.png'), fullPage: true });

    // Listed under SMS templates, by country, product and event.
    await openFromMenu(page, 'menu-sms-templates');
    await page.getByTestId('template-SE-UL-offer_received').waitFor();
    await page.mouse.move(700, 700);
    await page.locator('[data-testid="templates-table"] .ant-spin-spinning').waitFor({ state: 'detached' });
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('templates-list.png') });
    assert.deepEqual(
      problems.filter((problem) => !/400 \(Bad Request\) \(.*\/message\/template\/preview\)/.test(problem)),
      [],
    );
  });
});
