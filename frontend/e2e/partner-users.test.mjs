/**
 * Whole-stack browser test of the bank-partner administration. The admin opens Partner users
 * from the menu and creates a partner (a unique e-mail each run) working for the first Swedish
 * bank the catalogue offers; the partner's page names that bank. The gateway mails the partner a
 * single-use link; in a second browser context the partner opens it from the mail sink, sees a
 * weak password fail the checklist, sets a good one, and signs in to the bank portal with it
 * (password, then the mailed one-time code). Only the partner created here is changed.
 * Screenshots: partner-users.png, partner-user-new.png, partner-user.png, set-partner-password.png,
 * set-partner-password-done.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { openFromMenu, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { mailIds, waitForOneTimeCode, waitForPasswordLink } from './lib/mail.mjs';
import { BANK_URL, requireStack } from './lib/stack.mjs';

const ADMIN = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const CONTEXT = { viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Stockholm' };
const PARTNER_PAGE = /\/partner\/user\/[0-9a-f-]{36}$/;
const WEAK_PASSWORD = 'horse 42';
const PASSWORD = 'correct horse 42';

/** The partner administration's calls the page makes, answered. */
function partnerCall(page, method, pattern) {
  return page.waitForResponse((r) => r.request().method() === method && pattern.test(new URL(r.url()).pathname));
}

/** A rule of the set-password checklist in the given state (`met`, `unmet`). */
function rule(page, name, state) {
  return page.locator(`[data-testid="password-rule-${name}"][data-state="${state}"]`);
}

describe('partner users', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an admin creates a bank partner, who sets a password from the mailed link and signs in', async () => {
    await requireStack();
    browser = await launchBrowser();
    const stamp = Date.now();
    const email = `e2e.partner.${stamp}@bank.example`;
    const lastName = `Partner ${stamp}`;

    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, ADMIN);

    await openFromMenu(page, 'menu-partner-users');
    await page.getByTestId('partner-users-table').waitFor();
    await page.getByTestId('page-title').filter({ hasText: 'Partner users' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('partner-users.png'), fullPage: true });

    // New partner: the first Swedish bank of the catalogue (the options are "<name> · <country>").
    await page.getByTestId('partner-users-new').click();
    await page.getByTestId('page-title').filter({ hasText: 'New partner user' }).waitFor();
    await page.getByTestId('partner-form-first-name').fill('Petra');
    await page.getByTestId('partner-form-last-name').fill(lastName);
    await page.getByTestId('partner-form-email').fill(email);
    await page.getByTestId('partner-form-phone').fill('+46701234598');
    const banks = page.getByTestId('partner-form-banks');
    await banks.click();
    // Typed first: the list is virtual, so only the options in view are in the page.
    await banks.getByRole('combobox').pressSequentially('Sweden');
    const firstSwedishBank = page.locator('.ant-select-item-option').filter({ hasText: /· Sweden$/ }).first();
    await firstSwedishBank.waitFor();
    const bankName = (await firstSwedishBank.textContent()).replace(/ · Sweden$/, '');
    await firstSwedishBank.click();
    await page.keyboard.press('Escape');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('partner-user-new.png'), fullPage: true });

    const seenBeforeCreation = await mailIds(email);
    const created = partnerCall(page, 'POST', /\/partner\/users$/);
    await page.getByTestId('partner-form-submit').click();
    const createdResponse = await created;
    assert.equal(createdResponse.status(), 201, await createdResponse.text());
    const { user: partner, password_link_sent: linkSent } = await createdResponse.json();
    assert.equal(linkSent, true, 'the set-password e-mail went out');
    assert.equal(partner.email, email);
    assert.equal(partner.banks.length, 1);
    assert.equal(partner.banks[0].country, 'SE');
    await page.waitForURL(PARTNER_PAGE);
    assert.equal(new URL(page.url()).pathname, `/partner/user/${partner.user_id}`);
    await page.getByTestId('page-title').filter({ hasText: `Petra ${lastName}` }).waitFor();
    await page.getByTestId('partner-user-banks').filter({ hasText: bankName }).waitFor();
    assert.equal(await page.getByTestId('partner-user-status').textContent(), 'Active');
    await page.getByText(`A set-password e-mail was sent to ${email}`).first().waitFor();
    await page.getByTestId('partner-user-send-link').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('partner-user.png'), fullPage: true });

    // The partner opens the mailed link, signed in nowhere.
    const { link, token } = await waitForPasswordLink(email, seenBeforeCreation);
    // The stack points the gateway's links at the portal under test (INVITATIONS__BANK_PORTAL_URL).
    assert.equal(link, `${BANK_URL}/set-partner-password?token=${token}`);
    const partnerContext = await browser.newContext(CONTEXT);
    const page2 = await partnerContext.newPage();
    const partnerProblems = watchConsole(page2);
    await page2.goto(link);
    await page2.getByTestId('page-title').filter({ hasText: 'Set your password' }).waitFor();

    // Too short: that rule stays unticked while the letter-and-digit rule ticks.
    await page2.getByTestId('set-password-password').pressSequentially(WEAK_PASSWORD);
    await rule(page2, 'length', 'unmet').waitFor();
    await rule(page2, 'letterAndDigit', 'met').waitFor();

    await page2.getByTestId('set-password-password').fill(PASSWORD);
    await page2.getByTestId('set-password-confirm').fill(PASSWORD);
    await rule(page2, 'length', 'met').waitFor();
    await rule(page2, 'letterAndDigit', 'met').waitFor();
    await animationsDone(page2);
    await page2.screenshot({ path: screenshotPath('set-partner-password.png'), fullPage: true });

    const set = partnerCall(page2, 'POST', /\/partner\/set-password$/);
    await page2.getByTestId('set-password-submit').click();
    const setResponse = await set;
    assert.equal(setResponse.status(), 200, await setResponse.text());
    assert.equal((await setResponse.json()).username, email);
    await page2.getByTestId('set-password-done').filter({ hasText: 'Your password is set' }).waitFor();
    assert.match(await page2.getByTestId('set-password-username').textContent(), new RegExp(email.replace(/\./g, '\\.')));
    await animationsDone(page2);
    await page2.screenshot({ path: screenshotPath('set-partner-password-done.png'), fullPage: true });

    // Signing in with the new password: the portal's sign-in, then the mailed one-time code.
    await page2.getByTestId('set-password-sign-in').click();
    await page2.getByTestId('login-title').waitFor();
    await page2.getByTestId('login-username').fill(email);
    await page2.getByTestId('login-password').fill(PASSWORD);
    const seenBeforeSignIn = await mailIds(email);
    await page2.getByTestId('login-submit').click();
    await page2.getByTestId('otp-note').waitFor();
    const code = await waitForOneTimeCode(email, seenBeforeSignIn);
    await page2.getByTestId('login-otp').fill(code);
    await page2.getByTestId('otp-submit').click();
    await page2.getByTestId('bank-applications').waitFor();
    assert.match(await page2.getByTestId('account-menu').innerText(), new RegExp(`Petra ${lastName} · Sweden · Mortgage`));

    assert.deepEqual(partnerProblems, []);
    assert.deepEqual(problems, []);
    await partnerContext.close();
    await context.close();
  });
});
