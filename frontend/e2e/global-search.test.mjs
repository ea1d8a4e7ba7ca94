/**
 * Whole-stack browser test of the search drawer (issue 12, first part). The admin signs in, opens
 * the drawer with Ctrl+K from the leads list, finds a fresh lead by a part of its applicant's
 * name and by the applicant's personal id in its short written form, and opens it; then finds a
 * colleague on the Internal users tab and opens their page. Screenshots: search-drawer-leads.png,
 * search-drawer-internal-users.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

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
    const lead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'SE',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni, first_name: 'Greta', last_name: lastName }, co_applicant: null },
    });

    await page.keyboard.press('Control+k');
    const drawer = page.getByTestId('search-drawer');
    await drawer.waitFor();
    const input = page.getByTestId('search-input');
    await input.fill(lastName.slice(0, 14).toLowerCase());
    const hit = page.getByTestId(`search-hit-${lead.lead_id}`);
    await hit.waitFor();
    assert.match(await hit.textContent(), new RegExp(lastName));
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('search-drawer-leads.png') });

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

    assert.deepEqual(problems, []);
    await context.close();
  });
});
