/**
 * Whole-stack browser test of the employee administration. Sofia (admin) opens Internal users,
 * creates a new person (TeamLead on MOSESTFTSA), then gives them DialmakerAdmin too. The person
 * signs in through the identity provider, which claims no roles: ZRM keeps the access Sofia gave.
 * Sofia blocks them; the page and the history say so, and the person's open session ends at
 * once: their next step in the back office lands on the login page with the logged-out notice.
 * Other tests run against the same demo data, so only the person created here is changed.
 * Screenshots: internal-user-new.png, internal-user-created.png, internal-user-blocked.png,
 * blocked-session-ended.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { SESSION_KEY, openFromMenu, sessionOf, signIn, signInWithIdentityProvider } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { SANDBOX_URL, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const CONTEXT = { viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Stockholm' };
const USER_PAGE = /\/internal-users\/[0-9a-f-]{36}$/;

/** Picks a role in the form's roles select by its screen name (typed first: the list is virtual). */
async function pickRole(page, screenName) {
  const roles = page.getByTestId('employee-form-roles');
  await roles.click();
  await roles.getByRole('combobox').pressSequentially(screenName);
  await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${screenName}$`) }).click();
  await page.keyboard.press('Escape');
}

/** The employee administration's calls the page makes, answered. */
function employeeCall(page, method, pattern) {
  return page.waitForResponse((r) => r.request().method() === method && pattern.test(new URL(r.url()).pathname));
}

describe('internal users', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin creates, edits and blocks a person, whose open session then ends', async () => {
    await requireStack();
    browser = await launchBrowser();
    const stamp = Date.now();
    const email = `e2e.person.${stamp}@zrm.example`;
    const lastName = `Person ${stamp}`;

    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);

    // New person: TeamLead on a coordinate in use.
    await openFromMenu(page, 'menu-internal-users');
    await page.getByTestId('internal-users-table').waitFor();
    await page.getByTestId('internal-users-new').click();
    await page.getByTestId('page-title').filter({ hasText: 'New internal user' }).waitFor();
    await page.getByTestId('employee-form-first-name').fill('Petra');
    await page.getByTestId('employee-form-last-name').fill(lastName);
    await page.getByTestId('employee-form-email').fill(email);
    await page.getByTestId('employee-form-phone').fill('+46701234599');
    await pickRole(page, 'TeamLead');
    const coordinates = page.getByTestId('employee-form-coordinates');
    await coordinates.click();
    await coordinates.getByRole('combobox').pressSequentially('MOSESTFTSA');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('internal-user-new.png'), fullPage: true });

    const created = employeeCall(page, 'POST', /\/employee\/$/);
    await page.getByTestId('employee-form-submit').click();
    const createdResponse = await created;
    assert.equal(createdResponse.status(), 201, await createdResponse.text());
    const person = await createdResponse.json();
    assert.deepEqual(person.roles, ['team-lead']);
    assert.deepEqual(person.zoordinates, ['MOSESTFTSA']);
    await page.waitForURL(USER_PAGE);
    assert.equal(new URL(page.url()).pathname, `/internal-users/${person.user_id}`);
    await page.getByTestId('page-title').filter({ hasText: `Petra ${lastName}` }).waitFor();
    assert.equal(await page.getByTestId('internal-user-roles').textContent(), 'TeamLead');
    assert.match(await page.getByTestId('internal-user-coordinates').textContent(), /MOSESTFTSA Sweden · Mortgage/);
    assert.equal(await page.getByTestId('internal-user-status').textContent(), 'Active');
    await page.getByTestId('internal-user-history').getByText('Created').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('internal-user-created.png'), fullPage: true });

    // Edit: DialmakerAdmin too, the rest of the profile as it was.
    await page.getByTestId('internal-user-edit').click();
    await page.getByTestId('employee-form').waitFor();
    assert.equal(await page.getByTestId('employee-form-email').inputValue(), email);
    await pickRole(page, 'DialmakerAdmin');
    const updated = employeeCall(page, 'PUT', new RegExp(`/employee/${person.user_id}$`));
    await page.getByTestId('employee-form-submit').click();
    const updatedResponse = await updated;
    assert.equal(updatedResponse.status(), 200, await updatedResponse.text());
    assert.deepEqual((await updatedResponse.json()).user.roles.sort(), ['dialmaker:admin', 'team-lead']);
    await page.getByTestId('internal-user-roles').filter({ hasText: 'DialmakerAdmin' }).waitFor();
    // Lists are compared in the order the gateway keeps them.
    await page.getByTestId('internal-user-history').getByText(/^Roles: TeamLead → .*DialmakerAdmin/).waitFor();

    // The person signs in through the identity provider, which claims no access for them.
    const account = await fetch(`${SANDBOX_URL}/sandbox/staff-idp/accounts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, given_name: 'Petra', family_name: lastName, roles: [], zoordinates: [] }),
    });
    assert.ok(account.ok, `sandbox account: ${account.status}`);
    const personContext = await browser.newContext(CONTEXT);
    const page2 = await personContext.newPage();
    const personProblems = watchConsole(page2);
    await signInWithIdentityProvider(page2, email);
    await page2.getByTestId('logo').waitFor();
    const personSession = await sessionOf(page2);
    assert.equal(personSession.user.email, email);
    // ZRM keeps the access the admin gave; the provider's empty claims do not replace it.
    assert.deepEqual([...personSession.user.roles].sort(), ['dialmaker:admin', 'team-lead']);

    // Sofia blocks them.
    await page.getByTestId('internal-user-block').click();
    const blocked = employeeCall(page, 'PATCH', new RegExp(`/employee/actions/block-or-unblock/${person.user_id}$`));
    await page.getByTestId('internal-user-block-confirm').click();
    const blockedResponse = await blocked;
    assert.equal(blockedResponse.status(), 200, await blockedResponse.text());
    const change = await blockedResponse.json();
    assert.equal(change.user.blocked, true);
    assert.equal(change.sessions_ended, true);
    await page.getByTestId('internal-user-status').filter({ hasText: 'Blocked' }).waitFor();
    await page.getByText('Their open sessions were ended').first().waitFor();
    assert.equal(await page.getByTestId('internal-user-block').textContent(), 'Unblock');
    await page
      .getByTestId('internal-user-history')
      .locator('[data-testid^="internal-user-change-"]')
      .filter({ hasText: 'Blocked: No → Yes' })
      .waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('internal-user-blocked.png'), fullPage: true });

    /*
     * The gateway refuses the person's token from now on. Their next step in the app (moving to
     * another page, without reloading, so the app's state and its notice are kept) calls it with
     * that token and is logged out with the notice. A background call (the notification socket
     * reconnecting) may have done so already; navigating from the login page leads back to it.
     */
    await page2.evaluate(() => {
      window.history.pushState({}, '', '/mortgage/applications');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page2.getByTestId('login-title').waitFor();
    await page2.getByTestId('logged-out-notice').waitFor();
    assert.match(await page2.getByTestId('logged-out-notice').textContent(), /You were logged out\. Please log in again\./);
    assert.equal(await page2.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY), null);
    await animationsDone(page2);
    await page2.screenshot({ path: screenshotPath('blocked-session-ended.png') });

    // The refused calls of the ended session (and a refused socket) are the expected 401s.
    const refused = /Failed to load resource: the server responded with a status of 401|WebSocket connection to .* failed: .*\b401\b/;
    assert.deepEqual(personProblems.filter((problem) => !refused.test(problem)), []);
    assert.deepEqual(problems, []);
    await personContext.close();
    await context.close();
  });
});
