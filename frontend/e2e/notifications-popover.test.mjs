/**
 * Whole-stack browser test of the notifications popover. A new advisor, Nora, signs in through the
 * identity provider; Sofia (an admin) assigns her five leads and an application, and comments on
 * the application: seven notifications, each arriving live through the websocket. The popover
 * shows the newest five (the internal comment first, by Sofia's name), "And 2 more" and "See all
 * notifications"; marking one as read lowers the badge. The same notifications read in Swedish
 * when asked for in Swedish.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { badgeCount, sessionOf, signIn, signInWithIdentityProvider } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { API_URL, SANDBOX_URL, gateway, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('notifications popover', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('shows the newest five of seven notifications and "And 2 more"', async () => {
    await requireStack();
    browser = await launchBrowser();
    const stamp = Date.now();
    const email = `e2e.nora.${stamp}@zrm.example`;

    const adminContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN);
    const { token: adminToken } = await sessionOf(adminPage);
    await gateway('POST', '/employee/', adminToken, {
      first_name: 'Nora',
      last_name: `Holm ${stamp}`,
      email,
      phone_number: '+46701234598',
      roles: [],
      zoordinates: ['MOSESTFTSA'],
    });
    const account = await fetch(`${SANDBOX_URL}/sandbox/staff-idp/accounts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, given_name: 'Nora', family_name: `Holm ${stamp}`, roles: [], zoordinates: [] }),
    });
    assert.ok(account.ok, `sandbox account: ${account.status}`);

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const socket = page.waitForEvent('websocket', {
      predicate: (ws) => ws.url().includes('/notification/ws'),
      timeout: 20_000,
    });
    await signInWithIdentityProvider(page, email);
    await socket;
    await page.getByTestId('notification-badge').waitFor({ state: 'attached' });
    const { user: nora, token: noraToken } = await sessionOf(page);
    assert.equal(await badgeCount(page), 0);

    // Five leads and an application assigned to Nora, then Sofia's comment on the application.
    for (let i = 0; i < 5; i += 1) {
      const lead = await gateway('POST', '/lead/create', adminToken, {
        source: 'ONLINE_LEAD',
        country: 'SE',
        create_source: { type: 'online_form', error: null },
        data: {
          applicant: { pni: swedishPersonalId(), first_name: 'Eva', last_name: `Lead ${i}` },
          co_applicant: null,
        },
      });
      await gateway('POST', `/lead/assign/${lead.lead_id}`, adminToken, { assignee_id: nora.user_id });
    }
    const customer = await gateway('POST', '/customer/create', adminToken, {
      country: 'SE',
      pni: swedishPersonalId(),
      first_name: 'Maja',
      last_name: 'Ekström',
      phone_number: `+4673${String(stamp % 10_000_000).padStart(7, '0')}`,
    });
    const application = await gateway('POST', '/application/create', adminToken, {
      country: 'SE',
      loan_purpose: 'BUY',
      mortgage_loan_amount: 2_400_000,
      main_applicant: customer.customer_id,
    });
    const reference = application.application_id;
    await gateway('POST', `/application/assign/${reference}`, adminToken, { assignee_id: nora.user_id });
    await gateway('POST', `/application/comment/${reference}`, adminToken, {
      comment: 'Lönespecen saknas fortfarande.',
    });

    // All seven arrive live, without a reload.
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) === 7,
      null,
      { timeout: 15_000 },
    );
    await page.getByTestId('notification-bell').click();
    const popover = page.getByTestId('notification-popover');
    await popover.waitFor();
    await popover.getByTestId('notification-more').filter({ hasText: 'And 2 more' }).waitFor();
    const items = popover.locator('[data-testid^="notification-item-"]');
    assert.equal(await items.count(), 5);
    const newest = items.first();
    assert.match(await newest.innerText(), /Internal comment/);
    assert.match(await newest.innerText(), new RegExp(`Sofia Bergström commented on application ${reference}`));
    assert.match(
      await items.nth(1).innerText(),
      new RegExp(`Application ${reference} \\(Maja Ekström\\) was assigned to you`),
    );
    assert.equal(await popover.getByTestId('notification-see-all').innerText(), 'See all notifications');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('notifications-popover-seven.png') });

    // Marking one as read lowers the count.
    await newest.locator('[data-testid^="notification-mark-read-"]').click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) === 6,
      null,
      { timeout: 5_000 },
    );

    // Asked for in Swedish, the same notifications read in Swedish.
    const swedish = await fetch(`${API_URL}/notification/list?page=1&limit=5`, {
      headers: { Authorization: `Bearer ${noraToken}`, 'Accept-Language': 'sv' },
    });
    assert.equal(swedish.status, 200);
    const [first, second] = (await swedish.json()).items;
    assert.equal(first.title, 'Intern kommentar');
    assert.equal(first.data.message, `Sofia Bergström kommenterade ansökan ${reference}`);
    assert.equal(second.data.message, `Ansökan ${reference} (Maja Ekström) har tilldelats dig`);

    assert.deepEqual(problems, []);
    await adminContext.close();
    await context.close();
  });
});
