/**
 * Whole-stack browser test of the chat dock. Erik, an advisor, opens the SMS window of an
 * application's main applicant, sends a text (trimmed; Send stays disabled while the box is blank),
 * the sandbox's 46elks takes it, and the customer's answer, posted by 46elks to the gateway's
 * webhook, appears in the open window at once (the conversations stream, not the 10 s poll), and
 * Maja, the advisor the application is assigned to, sees "SMS received" in her bell. The window
 * minimises to its title bar, comes back after a reload (the saved conversations) and closes.
 * Once the customer is blocked, a send fails with "Problem sending comment" and the server's reason.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { badgeCount, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BACKOFFICE_URL, SANDBOX_URL, gateway, requireStack, smsAtProvider } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const ERIK = { email: 'erik.sales@zrm.example', password: 'demo-sales-1' };
const MAJA = { email: 'maja.team@zrm.example', password: 'demo-team-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('chat dock', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an advisor writes to an applicant and the answer arrives in the open window', async () => {
    await requireStack();
    browser = await launchBrowser();

    // The customer and their application, registered by an admin.
    const adminContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN);
    const { token: adminToken } = await sessionOf(adminPage);
    const phone = `+4673${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const customer = await gateway('POST', '/customer/create', adminToken, {
      country: 'SE',
      pni: swedishPersonalId(),
      first_name: 'Maja',
      last_name: 'Ekström',
      phone_number: phone,
    });
    const application = await gateway('POST', '/application/create', adminToken, {
      country: 'SE',
      loan_purpose: 'BUY',
      mortgage_loan_amount: 3_100_000,
      main_applicant: customer.customer_id,
    });

    // Maja handles the application: the customer's answer is hers to know about.
    const majaContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const maja = await majaContext.newPage();
    await signIn(maja, MAJA);
    const { user: majaUser } = await sessionOf(maja);
    await gateway('POST', `/application/assign/${application.application_id}`, adminToken, {
      assignee_id: majaUser.user_id,
    });
    await maja.getByTestId('notification-badge').waitFor({ state: 'attached' });
    const majaBefore = await badgeCount(maja);

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ERIK);
    // Windows an interrupted earlier run left in Erik's dock are not this run's.
    const { token: erikToken } = await sessionOf(page);
    await gateway('POST', '/message/conversations', erikToken, { conversations: [] });
    await page.goto(`${BACKOFFICE_URL}/mortgage/application/${application.application_id}`);
    await page.getByTestId('applicant-sms-0').click();
    const chat = page.getByTestId(`chat-window-customer-${customer.customer_id}`);
    await chat.waitFor();
    assert.equal(await chat.getAttribute('data-state'), 'open');
    assert.match(await chat.getByTestId('chat-title').textContent(), /Maja Ekström/);
    await chat.getByText('No messages yet').waitFor();
    const box = await chat.boundingBox();
    assert.equal(Math.round(box.width), 400);
    const area = await chat.getByTestId('chat-messages').boundingBox();
    assert.equal(Math.round(area.height), 400);

    // Blank text cannot be sent; the text leaves trimmed.
    const send = chat.getByTestId('chat-send');
    await chat.getByTestId('chat-input').fill('   ');
    assert.equal(await send.isDisabled(), true);
    await chat.getByTestId('chat-input').fill('  Hej Maja! Vi har fått din ansökan. Passar ett samtal i morgon?  ');
    await send.click();
    await chat.getByTestId('chat-sms-outgoing').waitFor();
    assert.equal(await chat.getByTestId('chat-input').inputValue(), '');
    const [sent] = await smsAtProvider(phone, 1);
    assert.equal(sent.message, 'Hej Maja! Vi har fått din ansökan. Passar ett samtal i morgon?');

    // Maja answers; 46elks posts it to the gateway, and the open window shows it.
    const answered = await fetch(`${SANDBOX_URL}/sandbox/sms/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: phone, to: '+46766861004', message: 'Ja, gärna efter kl 10!' }),
    });
    assert.equal(answered.status, 202);
    // Live through the conversations stream: well before the next 10-second poll.
    const answeredAt = Date.now();
    await chat.getByTestId('chat-sms-incoming').getByText('Ja, gärna efter kl 10!').waitFor({ timeout: 5_000 });
    assert.ok(Date.now() - answeredAt < 5_000);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('chat-dock-conversation.png') });

    await maja.waitForFunction(
      (count) =>
        Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) > count,
      majaBefore,
      { timeout: 10_000 },
    );
    await maja.getByTestId('notification-bell').click();
    const popover = maja.getByTestId('notification-popover');
    await popover.getByText('SMS received').first().waitFor();
    await popover
      .getByText(new RegExp(`about application ${application.application_id}`))
      .first()
      .waitFor();
    await animationsDone(maja);
    await maja.screenshot({ path: screenshotPath('chat-dock-sms-received-bell.png') });
    await majaContext.close();

    // Minimised: the title bar stays, 300 wide; closed: gone.
    await chat.getByTestId('chat-minimise').click();
    await page.waitForFunction(
      (key) => document.querySelector(`[data-testid="chat-window-${key}"]`)?.getAttribute('data-state') === 'minimised',
      `customer-${customer.customer_id}`,
    );
    assert.equal(await chat.getByTestId('chat-messages').count(), 0);
    assert.equal(Math.round((await chat.boundingBox()).width), 300);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('chat-dock-minimised.png') });
    // The dock is kept: after a reload the window is back, open, with the conversation.
    const savedOpen = page.waitForResponse(
      (response) => response.url().endsWith('/message/conversations') && response.request().method() === 'POST',
    );
    await chat.getByTestId('chat-minimise').click();
    await chat.getByTestId('chat-messages').waitFor();
    await savedOpen;
    await page.reload();
    await chat.getByTestId('chat-sms-incoming').waitFor();
    assert.equal(await chat.getAttribute('data-state'), 'open');

    // Blocked customers get no SMS: the send fails with the product's text and the reason.
    await gateway('POST', '/customer/block', adminToken, {
      customer_id: customer.customer_id,
      reason: 'Vill inte bli kontaktad via sms',
    });
    await chat.getByTestId('chat-input').fill('Ett sms till');
    await chat.getByTestId('chat-send').click();
    const failure = chat.getByTestId('chat-send-failed');
    await failure.waitFor();
    assert.match(await failure.textContent(), /Problem sending comment/);
    assert.match(await failure.textContent(), /The customer is blocked from contact/);
    assert.equal(await chat.getByTestId('chat-input').inputValue(), 'Ett sms till', 'the text is kept');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('chat-dock-send-failed.png') });
    assert.equal((await smsAtProvider(phone, 2)).length, 1, 'nothing more reached the provider');

    // Closed is gone for good: the saved list is empty again (no window follows Erik elsewhere).
    const savedClosed = page.waitForResponse(
      (response) => response.url().endsWith('/message/conversations') && response.request().method() === 'POST',
    );
    await chat.getByTestId('chat-close').click();
    await page.getByTestId('chat-dock').waitFor({ state: 'detached' });
    assert.deepEqual(await (await savedClosed).json(), { conversations: [] });
    // The refused send is the only failed request the browser logged.
    assert.deepEqual(
      problems.filter((problem) => !/409 \(Conflict\) \(.*\/message\/send\/sms\)/.test(problem)),
      [],
    );
    assert.equal(problems.length, 1, problems.join('\n'));
  });
});
