/**
 * Whole-stack browser test (gateway, core, notifications, sandbox and the served backoffice must
 * be running): two employees sign in in two browser contexts; Anna assigns a fresh lead to Erik
 * in the Leads table; Erik's bell badge goes up within 2 seconds without a reload, through the
 * gateway's websocket. Screenshots go to e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { badgeCount, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { gateway, requireStack } from './lib/stack.mjs';

const ANNA = { email: 'anna.online@zrm.example', password: 'demo-online-1' };
const ERIK = { email: 'erik.sales@zrm.example', password: 'demo-sales-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('lead assignment reaches the assignee live', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('Anna assigns a lead to Erik; Erik’s bell counts it within 2 s', async () => {
    // Inside the test, not a before hook: a missing stack must count as a failure, not a cancel.
    await requireStack();
    browser = await launchBrowser();
    const annaContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const erikContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const anna = await annaContext.newPage();
    const erik = await erikContext.newPage();
    const problems = [...watchConsole(anna), ...watchConsole(erik)];

    // Erik signs in first and his page opens the notification websocket.
    const erikSocket = erik.waitForEvent('websocket', {
      predicate: (ws) => ws.url().includes('/notification/ws'),
      timeout: 20_000,
    });
    await signIn(erik, ERIK, {
      beforeSubmit: () => erik.screenshot({ path: screenshotPath('login.png') }),
    });
    await erikSocket;
    await erik.waitForFunction(() => document.querySelector('[data-testid="notification-badge"]') !== null);
    // The handshake has no DOM trace; give it a moment after the socket was created.
    await erik.waitForTimeout(500);
    const erikName = (await sessionOf(erik)).user.name;
    const before = await badgeCount(erik);

    await signIn(anna, ANNA);
    const { token } = await sessionOf(anna);
    const lead = await gateway('POST', '/lead/create', token, {
      source: 'ONLINE_LEAD',
      country: 'SE',
      create_source: { type: 'online_form', error: null },
      data: { applicant: { pni: swedishPersonalId(), first_name: 'Eva', last_name: 'Testsson' }, co_applicant: null },
    });
    const id = lead.lead_id;

    // Newest first: the fresh lead is on page 1 of Anna's list.
    await anna.reload();
    const row = anna.getByTestId(`lead-row-${id}`);
    await row.waitFor();
    await anna.getByTestId(`assign-lead-${id}`).click();
    const modal = anna.getByRole('dialog');
    await modal.waitFor();
    // Let the dialog finish its opening animation so the picker measures its full width.
    await anna.waitForTimeout(400);
    await modal.getByRole('combobox').click();
    await anna.keyboard.type(erikName.split(' ')[0]);
    // Pick with the keyboard (Enter takes the first match): a click can land while the
    // dropdown still animates and select nothing.
    await anna.locator(`.ant-select-item-option[title="${erikName}"]`).waitFor({ state: 'visible' });
    await anna.keyboard.press('Enter');
    await anna.waitForFunction(
      () => document.querySelector('[data-testid="assign-confirm"]')?.disabled === false,
      null,
      { timeout: 5_000 },
    );

    const assignedAt = Date.now();
    await anna.getByTestId('assign-confirm').click();
    await erik.waitForFunction(
      (count) => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) > count,
      before,
      { timeout: 2_000 },
    );
    const elapsed = Date.now() - assignedAt;
    assert.ok(elapsed <= 2_000, `badge went up after ${elapsed} ms`);
    assert.equal(await badgeCount(erik), before + 1);

    await anna.getByTestId(`lead-assignee-${id}`).filter({ hasText: erikName }).waitFor();
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('leads.png') });

    await erik.getByTestId('notification-bell').click();
    const popover = erik.getByTestId('notification-popover');
    await popover.waitFor();
    await popover.getByText(new RegExp(`Lead ${id}\\b`)).first().waitFor();
    await animationsDone(erik);
    await erik.screenshot({ path: screenshotPath('notifications-popover.png') });
    await popover.screenshot({ path: screenshotPath('notifications-popover-detail.png') });

    assert.deepEqual(problems, []);
    await annaContext.close();
    await erikContext.close();
  });
});
