/**
 * Whole-stack browser test of a new direct debit from the back office. A Swedish customer (in the
 * register with an e-mail address) has an active accident insurance paid by Autogiro (set up
 * through the API); the bank cancels the mandate. The admin's insurance page shows it without an
 * active direct debit, with the new-mandate actions: the link for the customer (in a popover, to
 * copy) and the e-mail. The admin e-mails the link; the customer opens it from the mail, lands on
 * GoCardless's page and approves a new mandate there; once the bank activates it, the page shows
 * the insurance active again and the actions are gone.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { closeNotices, sessionOf, signIn } from './lib/backoffice.mjs';
import { newSwedishPni, sandbox } from './lib/bankid.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { activeSwedishInsurance, until } from './lib/insurance.mjs';
import { mailIds, messagesTo } from './lib/mail.mjs';
import { BACKOFFICE_URL, GOCARDLESS_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };
const LINK_PATH = '/insurance/api/request-new-mandate?id=';

/** The new-mandate link in a new mail to `email` (not one of `seen`). */
async function mailedLink(email, seen) {
  return until(`the new-mandate e-mail to ${email}`, async () => {
    for (const mail of await messagesTo(email)) {
      if (seen.has(mail.id)) continue;
      const link = mail.text?.split(/\s+/).find((word) => word.includes(LINK_PATH));
      if (link) return link;
    }
    return null;
  });
}

describe('a new direct debit from the back office', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('staff e-mail the link; the customer approves a new Autogiro mandate from it; the insurance is active again', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);

    // The customer is in the register with an address, and pays an accident insurance by Autogiro.
    const pni = newSwedishPni();
    const email = `karin.${pni}@example.se`;
    await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Karin',
      last_name: 'Autogiro',
      phone_number: `+4670${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email,
    });
    const active = await activeSwedishInsurance(token, { pni, email });
    const id = active.insurance_id;
    const oldMandate = active.mandate.reference;

    // The bank cancels the mandate: no active direct debit any more.
    await sandbox(`/sandbox/gocardless/mandates/${oldMandate}/cancel`, {});
    await until('INACTIVE_MANDATE', async () => {
      const now = await gateway('GET', `/insurance/api/insurance/slim/${id}`, token);
      return now.substatus === 'INACTIVE_MANDATE';
    });

    // The page says so and offers the new-mandate actions.
    await page.goto(`${BACKOFFICE_URL}/insurance/${id}`);
    await page.getByTestId('insurance-header-status').filter({ hasText: 'No active direct debit' }).waitFor();
    const emailButton = page.getByTestId('insurance-new-mandate-email');
    const linkButton = page.getByTestId('insurance-new-mandate-link');
    await emailButton.filter({ hasText: 'E-mail a new direct debit link' }).waitFor();
    await linkButton.filter({ hasText: 'Direct debit link' }).waitFor();
    assert.equal(await emailButton.isEnabled(), true);
    await page.getByTestId('insurance-events-table').getByText('Direct debit inactive').first().waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-new-mandate-actions.png'), fullPage: true });

    // The link for the customer: to read out or paste, with its expiry.
    await linkButton.click();
    const popover = page.getByTestId('insurance-new-mandate-link-popover');
    const url = popover.getByTestId('insurance-new-mandate-link-url');
    await url.waitFor();
    const shown = (await url.innerText()).trim();
    assert.ok(shown.includes(LINK_PATH), `a new-mandate link, got "${shown}"`);
    assert.match(
      await popover.getByTestId('insurance-new-mandate-link-expires').innerText(),
      /^Valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await popover.getByRole('button', { name: 'Copy' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-new-mandate-link.png') });
    await linkButton.click();
    await popover.waitFor({ state: 'hidden' });

    // The e-mail: the notification names the address, the log has it, the mail sink holds it.
    const seen = await mailIds(email);
    await emailButton.click();
    await page.getByText(`The link for a new direct debit was e-mailed to ${email}`).waitFor();
    await page.getByTestId('insurance-events-table').getByText('E-mail sent').first().waitFor();
    const link = await mailedLink(email, seen);

    // The customer opens the link from the mail: GoCardless's page, where they approve.
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const customerPage = await customerContext.newPage();
    await customerPage.goto(link);
    await customerPage.waitForURL((at) => at.href.startsWith(`${GOCARDLESS_URL}/gocardless/flow`), {
      timeout: 10_000,
    });
    await customerPage.locator('input[name=personal_number]').fill(pni);
    await customerPage.locator('form button[type=submit]').first().click();
    await customerPage.waitForURL((at) => !at.href.startsWith(GOCARDLESS_URL), { timeout: 10_000 });
    await customerContext.close();

    // The bank activates the new mandate; the page shows the insurance active, without the actions.
    const renewed = await until('the new mandate', async () => {
      const now = await gateway('GET', `/insurance/api/insurance/slim/${id}`, token);
      const reference = now.mandate?.reference;
      return reference?.startsWith('MD') && reference !== oldMandate ? reference : null;
    });
    await sandbox(`/sandbox/gocardless/mandates/${renewed}/activate`, {});
    const status = page.getByTestId('insurance-header-status');
    for (let attempt = 0; attempt < 40 && !(await status.innerText()).includes('Active'); attempt += 1) {
      await page.waitForTimeout(500);
      await page.reload();
      await status.waitFor();
    }
    assert.equal((await status.innerText()).trim(), 'Active');
    assert.equal((await page.getByTestId('insurance-field-reference').innerText()).trim(), renewed);
    await page.getByTestId('insurance-events-table').getByText('Direct debit active').first().waitFor();
    assert.equal(await emailButton.count(), 0);
    assert.equal(await linkButton.count(), 0);
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-new-mandate-after.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
