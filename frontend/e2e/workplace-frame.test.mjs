/**
 * Whole-stack browser test of the staff frame (issue 12). The admin (four coordinates: Mortgage
 * Sweden and Norway, Credit card Sweden, Life insurance Sweden) signs in once, on a 1366-px
 * screen, with the browser's clock fixed on a Thursday afternoon: the header logo is the plain
 * one. The breadcrumbs name a lead under Leads and lead back to the list; the legacy lead link says
 * "You will be redirected to" the clean path and goes there; an unknown path shows the not-found
 * page with its hint about coordinates and Back to Home. In the budget settings, switching from
 * Mortgage Sweden to Mortgage Norway reloads the page with Norway's figures (the calls carry
 * `x-zoordinates: MONOSTFTSA`, and the gateway refuses a coordinate the admin does not hold);
 * switching to Credit card closes the mortgage desk (not found, no mortgage menu, Home lands on the
 * notifications). With the clock moved to Friday 15:30 Stockholm time, the logo wears its party
 * hat. The internal users list and one employee (and their legacy link). Screenshots:
 * frame-thursday.png, frame-breadcrumbs.png, frame-legacy-redirect.png, internal-users.png,
 * internal-user.png, frame-not-found.png, frame-coordinates-menu.png, frame-coordinates-norway.png,
 * frame-coordinates-norway-leads.png,
 * frame-coordinates-credit-card.png, frame-friday.png.
 *
 * The clock is fixed in the past on purpose: the token's expiry is the gateway's real time, so the
 * app sees it far ahead and keeps the session.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { API_URL, BACKOFFICE_URL, gateway, requireStack } from './lib/stack.mjs';

/** Other demo accounts are close to their sign-in rate limit; the admin signs in once. */
const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
/** The narrow office screen the tables must fit. */
const CONTEXT = { viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Stockholm' };
/** Thursday 8 and Friday 9 January 2026, 15:30 in Stockholm (UTC+1 in winter). */
const THURSDAY_AFTERNOON = new Date('2026-01-08T14:30:00Z');
const FRIDAY_AFTERNOON = new Date('2026-01-09T14:30:00Z');

async function openAccountMenu(page) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('open-settings').waitFor();
}

/** Picks a coordinate in the open account menu and waits until the app has reloaded its data. */
async function pickCoordinate(page, code) {
  await page.getByTestId(`coordinate-${code}`).click();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
}

async function chooseCoordinate(page, code) {
  await openAccountMenu(page);
  await pickCoordinate(page, code);
}

/** The status of a gateway call made with the given coordinate header. */
async function statusWithCoordinate(path, token, coordinate) {
  const response = await fetch(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'x-zoordinates': coordinate },
  });
  return response.status;
}

describe('staff frame', () => {
  let browser;
  let adminToken = null;

  after(async () => {
    // The chosen coordinate is kept on the server: the next tests start the admin on the first.
    if (adminToken) await gateway('POST', '/employee/my-settings', adminToken, { zoordinate: '' }).catch(() => undefined);
    await browser?.close();
  });

  it('breadcrumbs, legacy links, not found, switching coordinates and the Friday logo', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.clock.setFixedTime(THURSDAY_AFTERNOON);

    await signIn(page, ADMIN);
    const { token } = await sessionOf(page);
    adminToken = token;

    // Thursday: the plain logo; the landing list under Home.
    const logo = page.getByTestId('logo');
    assert.equal(await logo.getAttribute('data-festive'), 'false');
    await page.getByTestId('breadcrumb-current').filter({ hasText: 'Leads' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-thursday.png') });

    // Breadcrumbs: Home › Leads › Lead n, and back to the list.
    const lead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'SE',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni: swedishPersonalId(), first_name: 'Frida', last_name: 'Fredag' }, co_applicant: null },
    });
    await page.goto(`${BACKOFFICE_URL}/mortgage/lead/${lead.lead_id}`);
    await page.getByTestId('page-title').filter({ hasText: `Lead ${lead.lead_id}` }).waitFor();
    assert.equal(await page.getByTestId('breadcrumb-home').textContent(), 'Home');
    assert.equal(await page.getByTestId('breadcrumb-parent').textContent(), 'Leads');
    assert.equal(await page.getByTestId('breadcrumb-current').textContent(), `Lead ${lead.lead_id}`);
    // Enumerations in words: the source and the creation channel.
    const details = await page.getByTestId('lead-details').textContent();
    assert.match(details, /Online lead/);
    assert.match(details, /Online form/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-breadcrumbs.png') });
    await page.getByTestId('breadcrumb-parent').click();
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/leads`);
    await page.getByTestId('leads-table').waitFor();

    // A legacy link says where it leads, then goes there.
    await page.goto(`${BACKOFFICE_URL}/mortgage/_lead/${lead.lead_id}`);
    await page.getByTestId('legacy-redirect').getByText('You will be redirected to').waitFor();
    assert.equal(await page.getByTestId('legacy-redirect-target').textContent(), `/mortgage/lead/${lead.lead_id}`);
    await page.screenshot({ path: screenshotPath('frame-legacy-redirect.png') });
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/lead/${lead.lead_id}`);
    await page.getByTestId('page-title').filter({ hasText: `Lead ${lead.lead_id}` }).waitFor();

    // People: the internal users (EmployeeAdmin; the admin role passes every check), one opened.
    await openFromMenu(page, 'menu-internal-users');
    await page.getByTestId('internal-users-table').getByText('Erik Lind').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('internal-users.png') });
    await page.getByTestId('internal-user-erik.sales@zrm.example').click();
    await page.getByTestId('page-title').filter({ hasText: 'Erik Lind' }).waitFor();
    assert.equal(await page.getByTestId('internal-user-roles').textContent(), 'No roles');
    assert.match(await page.getByTestId('internal-user-coordinates').textContent(), /MOSESTFTSA Sweden · Mortgage/);
    assert.equal(await page.getByTestId('breadcrumb-parent').textContent(), 'Internal users');
    const erikPath = new URL(page.url()).pathname;
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('internal-user.png') });
    // The legacy link of an internal user redirects to the same page.
    await page.goto(`${BACKOFFICE_URL}/internal-users/_/${erikPath.split('/').pop()}`);
    await page.getByTestId('legacy-redirect').waitFor();
    await page.waitForURL(`${BACKOFFICE_URL}${erikPath}`);
    await page.getByTestId('page-title').filter({ hasText: 'Erik Lind' }).waitFor();

    // Not found, with the hint about permissions for these coordinates, and Back to Home.
    await page.goto(`${BACKOFFICE_URL}/mortgage/no-such-page`);
    const notFound = page.getByTestId('not-found-title');
    await notFound.waitFor();
    assert.equal(await notFound.textContent(), "The page you are looking for isn't here");
    await page.getByText('you may lack the permissions needed for these coordinates').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-not-found.png') });
    await page.getByTestId('back-to-home').click();
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/leads`);
    await page.getByTestId('leads-table').waitFor();

    // Coordinates: the budget settings follow the active coordinate's country.
    await openFromMenu(page, 'menu-budget-settings');
    const country = page.getByTestId('budget-settings-country');
    await page.locator('[data-testid="budget-settings-country"][data-country="SE"]').waitFor();
    await page.getByTestId('tax-rules').getByText('Municipal tax (average)').waitFor();

    await openAccountMenu(page);
    await page.getByTestId('coordinates-selector').waitFor();
    for (const code of ['MOSESTFTSA', 'MONOSTFTSA', 'CCSESTFTSA', 'LISESTFTKH']) {
      await page.getByTestId(`coordinate-${code}`).waitFor();
    }
    assert.equal(await page.getByTestId('coordinate-MOSESTFTSA').getAttribute('data-active'), 'true');
    assert.equal(await page.getByTestId('coordinate-MONOSTFTSA').textContent(), 'Norway · Mortgage · SA · FT · Sthlm');
    assert.equal(await page.getByTestId('coordinate-LISESTFTKH').textContent(), 'Sweden · Life insurance · KH · FT · Sthlm');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-coordinates-menu.png') });

    const norwegianSettings = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/mortgage/kalp/settings/NO'),
    );
    await pickCoordinate(page, 'MONOSTFTSA');
    await page.getByText('You now work in Norway · Mortgage · SA · FT · Sthlm').waitFor();
    assert.equal((await (await norwegianSettings).allHeaders())['x-zoordinates'], 'MONOSTFTSA');
    await page.locator('[data-testid="budget-settings-country"][data-country="NO"]').waitFor();
    assert.equal(await country.textContent(), 'Norway');
    await page.getByTestId('tax-rules').getByText('Tax on ordinary income').waitFor();
    assert.equal(await page.getByTestId('tax-rules').getByText('Municipal tax (average)').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-coordinates-norway.png') });

    // The lead list shows the working coordinate's country: Norwegian leads now, not Frida's.
    const norwegianLead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'NO',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni: '01019012480', first_name: 'Nora', last_name: 'Nordlys' }, co_applicant: null },
    });
    await openFromMenu(page, 'menu-leads');
    await page.getByTestId(`lead-row-${norwegianLead.lead_id}`).waitFor();
    assert.equal(await page.getByTestId(`lead-row-${lead.lead_id}`).count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-coordinates-norway-leads.png') });

    // The gateway takes the admin's own coordinates only.
    assert.equal(await statusWithCoordinate('/lead/list?page=1&limit=5', token, 'MONOSTFTSA'), 200);
    assert.equal(await statusWithCoordinate('/lead/list?page=1&limit=5', token, 'ULNOSTFTSA'), 403);

    // Credit card: no mortgage desk, so the page is not found and Home lands on the notifications.
    await chooseCoordinate(page, 'CCSESTFTSA');
    await page.getByTestId('not-found-title').waitFor();
    assert.equal(await page.getByTestId('menu-leads').count(), 0);
    assert.equal(await page.getByTestId('menu-budget-settings').count(), 0);
    await logo.click();
    await page.waitForURL(`${BACKOFFICE_URL}/notifications`);
    await page.getByTestId('page-title').filter({ hasText: 'Notifications' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-coordinates-credit-card.png') });

    // Back on the Swedish mortgage desk, Home is the leads again.
    await chooseCoordinate(page, 'MOSESTFTSA');
    await logo.click();
    await page.waitForURL(`${BACKOFFICE_URL}/mortgage/leads`);
    await page.getByTestId('leads-table').waitFor();

    // Friday 15:30 in Stockholm: the festive logo (the choice of coordinate survives the reload).
    await page.clock.setFixedTime(FRIDAY_AFTERNOON);
    await page.reload();
    await page.getByTestId('leads-table').waitFor();
    assert.equal(await logo.getAttribute('data-festive'), 'true');
    assert.equal(await logo.getAttribute('aria-label'), 'ZRM, to the start page (it is Friday afternoon!)');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('frame-friday.png') });

    assert.deepEqual(problems, []);
  });
});
