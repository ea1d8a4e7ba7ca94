/**
 * Whole-stack browser test of the insurance admin sales report. A new Swedish customer signs up for
 * accident insurance on their own (BankID, the terms and the Autogiro mandate through the API, the
 * bank activating it); then the admin sells them safety insurance, which they accept. The admin
 * opens "Insurance sales" from the menu: this month, a chart of the insurances sold per day stacked
 * by type, a row for the admin's sales and one for the customers' own sign-ups with the counts the
 * gateway's JSON gives, Sweden chosen in the URL, and "Download CSV" saves the same report.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';

import { openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { activeSwedishInsurance, swedishCustomerToken } from './lib/insurance.mjs';
import { newSwedishPni } from './lib/bankid.mjs';
import { BACKOFFICE_URL, MYPAGES_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 1000 };

/** The admin sells safety insurance to the customer, who accepts the terms (the signup). */
async function acceptedStaffSale(staffToken, customerId, pni) {
  const sold = await gateway('POST', '/insurance/api/create-insurance', staffToken, {
    customer_id: customerId,
    insurance_group: 'SAFETY_INSURANCE',
  });
  const { encrypted_insurance_id } = await gateway(
    'GET',
    `/insurance/api/insurance/encrypted_id?insurance_id=${sold.insurance_id}`,
    staffToken,
  );
  const customerToken = await swedishCustomerToken(pni);
  await gateway('POST', '/my-pages/insurance/confirm-terms', customerToken, {
    encrypted_insurance_id,
    success_url: `${MYPAGES_URL}/insurance/success`,
    fail_url: `${MYPAGES_URL}/insurance`,
    email: `per.${pni}@example.se`,
    phone_number: '+46701234567',
    insured_amount: sold.insured_amount.minor_units / 100,
    premium: sold.premium.minor_units,
  });
  return sold;
}

/** The report's rows added up per seller (the page's table), as the gateway answers them. */
function perSeller(rows) {
  const sellers = new Map();
  for (const row of rows) {
    const key = row.self_sign_up ? 'self' : row.seller_id;
    const seller = sellers.get(key) ?? { sold: 0, active: 0 };
    seller.sold += row.sold;
    seller.active += row.active;
    sellers.set(key, seller);
  }
  return sellers;
}

const pad = (n) => String(n).padStart(2, '0');

describe('the insurance sales report in the back office', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin reads this month’s sales by day, type and seller, and downloads them as CSV', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB', acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);
    const { token, user } = await sessionOf(page);
    const pni = newSwedishPni();
    const own = await activeSwedishInsurance(token, { pni });
    const sold = await acceptedStaffSale(token, own.customer_id, pni);
    assert.equal(sold.created_by, user.user_id);

    await openFromMenu(page, 'menu-insurance-sales-report');
    await page.getByTestId('page-title').filter({ hasText: 'Insurance sales' }).waitFor();
    await page.waitForURL(`${BACKOFFICE_URL}/insurance/admin-sales-report`);
    const now = new Date();
    const from = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
    const to = `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`;

    // Sweden only, kept in the URL; the table shows Sweden's rows once they are read.
    const swedish = page.waitForResponse(
      (response) => response.url().includes('/insurance/api/admin/sales-report') && response.url().includes('country=SE'),
    );
    await pickOption(page, page.getByTestId('sales-report-country'), 'Sweden');
    await page.waitForURL(/[?&]country=SE/);
    await swedish;
    await page.getByTestId('sales-report-table').locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    const rows = await gateway('GET', `/insurance/api/admin/sales-report?from=${from}&to=${to}&country=SE&format=json`, token);
    const sellers = perSeller(rows);
    const mine = sellers.get(user.user_id);
    assert.ok(mine && mine.sold >= 1, JSON.stringify(rows));
    const ownSignUps = sellers.get('self');
    assert.ok(ownSignUps && ownSignUps.active >= 1, JSON.stringify(rows));

    // The table settles on Sweden's rows (the report of both countries may show until then).
    const shows = (testId, text) => page.getByTestId(testId).filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
    const total = [...sellers.values()].reduce((sum, seller) => sum + seller.sold, 0);
    await shows('sales-total-sold', String(total));
    await shows(`sales-seller-name-${user.user_id}`, user.name);
    await shows(`sales-seller-sold-${user.user_id}`, String(mine.sold));
    await shows(`sales-seller-active-${user.user_id}`, String(mine.active));
    assert.match(await page.getByTestId(`sales-seller-premiums-${user.user_id}`).innerText(), /kr\s+SEK/);
    await shows('sales-seller-name-self', 'Self sign-up');
    await shows('sales-seller-sold-self', String(ownSignUps.sold));

    // The chart: today's bars of safety and accident insurance.
    const chart = page.getByTestId('sales-report-chart');
    await chart.locator('.sales-report-bar-SAFETY_INSURANCE .recharts-bar-rectangle path').first().waitFor();
    await chart.locator('.sales-report-bar-ACCIDENT_INSURANCE .recharts-bar-rectangle path').first().waitFor();
    // Away from the menu and the chart, so neither shows a hover state.
    await page.mouse.move(1400, 90);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('backoffice-insurance-sales-report.png'), fullPage: true });

    // The same report as CSV, with the session: the header and the admin's row.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-report-download').click()]);
    assert.equal(download.suggestedFilename(), `insurance_sales_${from}_${to}_SE.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\n');
    assert.equal(
      lines[0],
      'day,country,insurance_group,seller_id,seller_name,self_sign_up,sold,active,premiums_minor,currency',
    );
    assert.ok(
      lines.some((line) => line.includes(`,SAFETY_INSURANCE,${user.user_id},`) && line.endsWith(',SEK')),
      csv,
    );
    await page.getByText(`Saved insurance_sales_${from}_${to}_SE.csv`).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
