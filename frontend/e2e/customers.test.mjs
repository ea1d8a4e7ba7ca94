/**
 * Whole-stack browser test of the customer register. Jonas, a KdltAdmin, finds a customer in the
 * list (paging, search by the whole personal id, "No data" for a part of it), opens the customer,
 * edits the last name, runs a credit check against the sandbox's credit bureau, uploads a PDF and
 * downloads it back byte for byte, blocks the customer, and reads all of it in the audit timeline.
 * The leads table shows the register's name for the customer's personal id. Erik, an advisor
 * without the register's roles, has no Customers menu and the gateway refuses him the list (403).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { API_URL, BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

const JONAS = { email: 'jonas.kdlt@zrm.example', password: 'demo-kdlt-1' };
const ERIK = { email: 'erik.sales@zrm.example', password: 'demo-sales-1' };
const VIEWPORT = { width: 1440, height: 900 };

/** A small, well-formed PDF (one empty page), as a scanned payslip would arrive. */
function pdf(text) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Closes the confirmations still on screen, so a screenshot shows the page under them. */
async function closeNotices(page) {
  // A confirmation can arrive while the others close (a download's after its file): repeat until
  // none is left.
  for (let round = 0; round < 10; round += 1) {
    for (const close of await page.locator('.ant-notification-notice-close').all()) {
      await close.click().catch(() => undefined);
    }
    const gone = await page
      .waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, null, { timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
  }
  throw new Error('notifications still on screen after 15 s');
}

async function status(method, path, token) {
  const response = await fetch(`${API_URL}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

describe('customer register', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('a KdltAdmin finds, edits, checks, documents, blocks and audits a customer; an advisor has no access', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB', acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await signIn(page, JONAS);
    const { token } = await sessionOf(page);
    const pni = swedishPersonalId();
    const customer = await gateway('POST', '/customer/create', token, {
      country: 'SE',
      pni,
      first_name: 'Elin',
      last_name: 'Lindqvist',
      phone_number: '+46701112233',
      email: `elin.${pni}@example.se`,
    });
    const lead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'SE',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni, first_name: 'E.', last_name: 'L.' }, co_applicant: null },
    });

    // The leads table names the applicant as the register does.
    await page.reload();
    const applicant = page.getByTestId(`lead-applicant-name-${lead.lead_id}`);
    await applicant.filter({ hasText: 'Elin Lindqvist' }).waitFor();

    // The list: newest first, 25 a page, paged on the server.
    await page.getByTestId('menu-customers').click();
    await page.getByTestId(`customer-row-${customer.customer_id}`).waitFor();
    assert.equal(await page.locator('[data-testid^="customer-row-"]').count(), 25);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('customers-list.png') });
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/[?&]page=2/);
    // The newest customer is on page 1 only (the table keeps the old page until the new one is in).
    await page.getByTestId(`customer-row-${customer.customer_id}`).waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-testid^="customer-row-"]').count(), 25);

    // A search names why the customer is looked up (kept in the audit). A part of the personal
    // id finds nothing; the whole of it finds the customer.
    await page.getByTestId('customer-search-reason').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('The customer contacted us').click();
    await page.getByTestId('customer-search-value').fill(pni.slice(0, 8));
    await page.getByTestId('customer-search-submit').click();
    await page.getByTestId('customers-table').getByText('No data').waitFor();
    await page.screenshot({ path: screenshotPath('customers-search-empty.png') });
    await page.getByTestId('customer-search-value').fill(pni);
    await page.getByTestId('customer-search-submit').click();
    const row = page.getByTestId(`customer-row-${customer.customer_id}`);
    await row.waitFor();
    assert.equal(await page.locator('[data-testid^="customer-row-"]').count(), 1);
    await page.screenshot({ path: screenshotPath('customers-search.png') });

    // The customer page: profile, then an edit.
    await row.click();
    await page.getByTestId('page-title').filter({ hasText: 'Elin Lindqvist' }).waitFor();
    await page.getByTestId('customer-field-phone').filter({ hasText: '+46 70 111 22 33' }).waitFor();
    await page.screenshot({ path: screenshotPath('customer-profile.png') });
    await page.getByTestId('customer-edit').click();
    await page.getByTestId('customer-last-name').fill('Lindberg');
    await page.getByTestId('customer-save').click();
    await page.getByTestId('page-title').filter({ hasText: 'Elin Lindberg' }).waitFor();

    // A credit check against the sandbox's bureau, stored and shown in the history.
    await page.getByTestId('customer-tab-checks').click();
    await page.getByTestId('run-check-credit').click();
    const check = page.locator('[data-testid^="check-row-"]').first();
    await check.filter({ hasText: 'Credit check' }).waitFor();
    assert.match(await check.textContent(), /Completed/);
    assert.match(await check.textContent(), /Jonas Ekström/, 'who ran it, by name');
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('customer-checks.png') });

    // A document up, and the same bytes back down under its own name.
    const content = pdf(`payslip of ${pni}`);
    await page.getByTestId('customer-tab-documents').click();
    await page.getByTestId('document-type-select').click();
    await page.getByTitle('Payslip').click();
    await page.getByTestId('document-file-input').setInputFiles({ name: 'Lönespec mars.pdf', mimeType: 'application/pdf', buffer: content });
    await page.getByTestId('document-upload').click();
    const document = page.locator('[data-testid^="document-row-"]').filter({ hasText: 'Lönespec mars.pdf' });
    await document.waitFor();
    const documentId = (await document.getAttribute('data-testid')).replace('document-row-', '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`document-download-${documentId}`).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Lönespec mars.pdf');
    assert.deepEqual(await readFile(await download.path()), content);
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('customer-documents.png') });

    // Blocked with a reason.
    await page.getByTestId('customer-block').click();
    await page.getByTestId('block-reason').fill('Asked not to be contacted');
    await page.getByTestId('block-confirm').click();
    await page.getByTestId('customer-blocked').filter({ hasText: 'Asked not to be contacted' }).waitFor();

    // The audit timeline holds each of it, newest first.
    await page.getByTestId('customer-tab-audit').click();
    const timeline = page.getByTestId('audit-timeline');
    await timeline.waitFor();
    for (const action of ['blocked', 'document_added', 'check_run', 'updated', 'viewed', 'created']) {
      assert.ok((await timeline.locator(`[data-action="${action}"]`).count()) > 0, `audit has ${action}`);
    }
    await timeline.getByText('last_name: Lindqvist → Lindberg').waitFor();
    await closeNotices(page);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('customer-audit.png'), fullPage: true });
    assert.deepEqual(problems, []);

    // The legacy link leads to the same page.
    await page.goto(`${BACKOFFICE_URL}/_customers/${customer.customer_id}`);
    await page.waitForURL(`${BACKOFFICE_URL}/customers/${customer.customer_id}`);
    await page.getByTestId('page-title').filter({ hasText: 'Elin Lindberg' }).waitFor();

    // An advisor: no menu entry, and the gateway refuses the register.
    const erikContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const erik = await erikContext.newPage();
    await signIn(erik, ERIK);
    assert.equal(await erik.getByTestId('menu-customers').count(), 0);
    const { token: erikToken } = await sessionOf(erik);
    assert.equal(await status('GET', '/customer/list', erikToken), 403);
    assert.equal(await status('GET', `/customer/audit/${customer.customer_id}`, erikToken), 403);
    await erik.screenshot({ path: screenshotPath('advisor-without-customers.png') });
  });
});
