/**
 * Whole-stack browser test of the bank-partner portal: an employee sends one application to
 * SBAB and Handelsbanken and another to SBAB only (through the gateway); SBAB's partner searches
 * the list by the applicant's name, finds the first in the Mortgages list, opens it, takes it up and makes an offer with conditions, which the
 * employee's bell shows live; Handelsbanken's partner declines it with a reason, and the
 * application SBAB alone has is not found for them. The employee accepts SBAB's offer on the
 * application page; once a mortgage admin has approved the AML review, SBAB's partner writes to
 * the lender and pays the loan out, each told on the employee's bell, and the application's
 * history shows every step with who took it.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { badgeCount, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { mailIds, waitForOneTimeCode } from './lib/mail.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { BANK_URL, gateway, requireStack } from './lib/stack.mjs';

const EMPLOYEE = { email: 'jonas.kdlt@zrm.example', password: 'demo-kdlt-1' };
/**
 * A mortgage admin other than the assignee (the admin holds every role): clears the AML review
 * disbursing needs. Anna, the other mortgage admin, signs in more often than the per-account
 * limit (10 in 15 minutes) allows one more time in a run.
 */
const AML_REVIEWER = { email: 'admin@zrm.example', password: 'demo-admin-1' };
const SBAB_PARTNER = { email: 'partner@bank.example', password: 'demo-bank-1' };
const HANDELSBANKEN_PARTNER = { email: 'partner@handelsbanken.example', password: 'demo-bank-2' };
const SBAB = 1;
const HANDELSBANKEN = 2;

/** An application for a new customer, completed and sent to `bankIds`; its reference. */
async function sentTo(token, firstName, bankIds) {
  const customer = await gateway('POST', '/customer/create', token, {
    country: 'SE',
    pni: swedishPersonalId(),
    first_name: firstName,
    last_name: 'Bankdal',
  });
  const created = await gateway('POST', '/application/create', token, {
    country: 'SE',
    loan_purpose: 'BUY',
    mortgage_loan_amount: 3_150_000,
    main_applicant: customer.customer_id,
  });
  const id = created.application_id;
  await gateway('POST', `/application/update/${id}`, token, { version: created.version, substatus: 'COMPLETE' });
  await gateway('POST', `/application/send_to_banks/${id}`, token, { bank_ids: bankIds });
  return id;
}

async function signInToPortal(browser, { email, password }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(BANK_URL);
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(password);
  const seen = await mailIds(email);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('otp-note').waitFor();
  await page.getByTestId('login-otp').fill(await waitForOneTimeCode(email, seen));
  await page.getByTestId('otp-submit').click();
  await page.getByTestId('bank-applications').waitFor();
  return { context, page };
}

describe('bank-partner portal', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('each bank works its own side of the applications sent to it', async () => {
    await requireStack();
    browser = await launchBrowser();
    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const staffPage = await staff.newPage();
    await signIn(staffPage, EMPLOYEE);
    const { token } = await sessionOf(staffPage);
    const shared = await sentTo(token, 'Vera', [SBAB, HANDELSBANKEN]);
    const sbabOnly = await sentTo(token, 'Nils', [SBAB]);
    // The employee stays signed in: their bell is told of the offer live.
    await staffPage.waitForFunction(() => document.querySelector('[data-testid="notification-badge"]') !== null);
    const before = await badgeCount(staffPage);

    // SBAB: the list, newest sent first, filtered to NEW; the application, taken up.
    const sbab = await signInToPortal(browser, SBAB_PARTNER);
    const sbabProblems = watchConsole(sbab.page);
    await sbab.page.getByTestId(`bank-row-${sbabOnly}`).waitFor();
    // The search narrows the list to the applications of the people it names (Enter searches).
    const search = sbab.page.getByTestId('bank-search').getByRole('searchbox');
    await search.fill('vera bankdal');
    await search.press('Enter');
    await sbab.page.getByTestId(`bank-row-${sbabOnly}`).waitFor({ state: 'detached' });
    await sbab.page.getByTestId(`bank-row-${shared}`).waitFor();
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-search.png') });
    await search.fill('');
    await sbab.page.getByTestId(`bank-row-${sbabOnly}`).waitFor();
    await sbab.page.getByTestId('bank-status-filter').click();
    await sbab.page.locator('.ant-select-item-option[title="New"]').click();
    await sbab.page.keyboard.press('Escape');
    await sbab.page.waitForURL(/status=NEW/);
    const row = sbab.page.getByTestId(`bank-row-${shared}`);
    await row.waitFor();
    assert.match(await row.innerText(), /Vera Bankdal/);
    assert.match(await row.innerText(), /3\s150\s000\skr/);
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-mortgages.png') });
    await row.click();
    await sbab.page.getByTestId('bank-application-status').waitFor();
    assert.equal(await sbab.page.getByTestId('page-title').innerText(), `Application ${shared}`);
    assert.match(await sbab.page.getByTestId('bank-applicant-0').innerText(), /Vera Bankdal/);
    await sbab.page.getByTestId('bank-take-up').click();
    await sbab.page.getByTestId('bank-application-status').getByText('Ongoing').waitFor();

    // SBAB offers; the assignee's bell shows it without a reload.
    await sbab.page.getByTestId('bank-make-offer').click();
    await sbab.page.getByTestId('bank-offer-amount').fill('3000000');
    await sbab.page.getByTestId('bank-offer-interest').fill('3.89');
    await sbab.page.getByTestId('bank-offer-conditions').fill('Amortisation 2 % a year');
    await sbab.page.getByTestId('bank-offer-valid-days').fill('45');
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-offer.png') });
    await sbab.page.getByRole('dialog').getByRole('button', { name: 'Make an offer' }).click();
    await sbab.page.getByText('3,89 %').waitFor();
    await sbab.page.getByText('Amortisation 2 % a year').waitFor();
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-application.png') });
    assert.deepEqual(sbabProblems, []);
    await staffPage.waitForFunction(
      (count) => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) > count,
      before,
      { timeout: 10_000 },
    );
    await staffPage.getByTestId('notification-bell').click();
    const popover = staffPage.getByTestId('notification-popover');
    await popover.getByText('Offer received').first().waitFor();
    assert.match(await popover.innerText(), new RegExp(`SBAB Bank made an offer of 3\\s000\\s000\\skr on application ${shared}`));
    await animationsDone(staffPage);
    await staffPage.screenshot({ path: screenshotPath('bank-offer-notification.png') });
    await staffPage.keyboard.press('Escape');

    // Handelsbanken: declines its side with a reason; SBAB's own application is not found.
    const handelsbanken = await signInToPortal(browser, HANDELSBANKEN_PARTNER);
    await handelsbanken.page.goto(`${BANK_URL}/bank/mortgage/application/${shared}`);
    await handelsbanken.page.getByTestId('bank-application-status').getByText('New').waitFor();
    await handelsbanken.page.getByTestId('bank-reject').click();
    await handelsbanken.page.getByTestId('bank-reject-reason').fill('Outside our lending area');
    await animationsDone(handelsbanken.page);
    await handelsbanken.page.screenshot({ path: screenshotPath('bank-decline.png') });
    await handelsbanken.page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await handelsbanken.page.getByTestId('bank-application-status').getByText('Declined').waitFor();
    assert.equal(await handelsbanken.page.getByTestId('bank-reject').isDisabled(), true);

    const refused = handelsbanken.page.waitForResponse((response) => response.url().includes(`/bank/application/${sbabOnly}`));
    await handelsbanken.page.goto(`${BANK_URL}/bank/mortgage/application/${sbabOnly}`);
    assert.equal((await refused).status(), 404, 'another bank’s application is not found, not forbidden');
    await handelsbanken.page.getByTestId('bank-application-not-found').waitFor();
    await animationsDone(handelsbanken.page);
    await handelsbanken.page.screenshot({ path: screenshotPath('bank-not-found.png') });

    // The employee's side shows where each bank is, and accepts SBAB's offer for the customer.
    const banks = await gateway('GET', `/application/banks/${shared}`, token);
    const statusOf = (bankId) => banks.banks.find((bank) => bank.bank_id === bankId)?.bank_status;
    assert.equal(statusOf(SBAB), 'ONGOING');
    assert.equal(statusOf(HANDELSBANKEN), 'DECLINED');
    const offer = banks.offers.find((candidate) => candidate.bank_id === SBAB);
    const staffProblems = watchConsole(staffPage);
    await staffPage.goto(`${new URL(staffPage.url()).origin}/mortgage/application/${shared}`);
    await staffPage.getByTestId(`accept-offer-${offer.offer_id}`).click();
    await staffPage.getByText('Amortisation 2 % a year').waitFor();
    await staffPage.getByTestId('application-substatus').getByText('Accepted').waitFor();

    // A mortgage admin who does not work the application clears its AML review.
    const reviewer = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const reviewerPage = await reviewer.newPage();
    await signIn(reviewerPage, AML_REVIEWER);
    const { token: reviewerToken } = await sessionOf(reviewerPage);
    await gateway('POST', '/application/aml/review', reviewerToken, {
      application_id: shared,
      outcome: 'APPROVED',
      note: 'Salary and savings documented',
    });
    await reviewer.close();

    // SBAB writes to the lender and pays out: the employee's bell tells of both, live.
    const beforePayout = await badgeCount(staffPage);
    await sbab.page.reload();
    await sbab.page.getByTestId('bank-application-status').getByText('Accepted').waitFor();
    await sbab.page.getByTestId('bank-comment').fill('Loan documents signed; paying out today');
    await sbab.page.getByTestId('bank-comment-send').click();
    await sbab.page.getByText('Loan documents signed; paying out today').waitFor();
    await sbab.page.getByTestId('bank-disburse').click();
    assert.match(await sbab.page.getByTestId('bank-disburse-summary').innerText(), /3\s000\s000\skr/);
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-disburse.png') });
    await sbab.page.getByRole('dialog').getByRole('button', { name: 'Pay out' }).click();
    await sbab.page.getByTestId('bank-application-status').getByText('Disbursed').waitFor();
    assert.equal(await sbab.page.getByTestId('bank-disburse').isDisabled(), true);
    const kinds = await sbab.page.getByTestId('bank-events').locator('[data-kind]').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    assert.deepEqual(kinds, ['bank_disbursed', 'bank_commented', 'offer_accepted', 'offer_received', 'bank_taken_up', 'sent_to_banks']);
    await animationsDone(sbab.page);
    await sbab.page.screenshot({ path: screenshotPath('bank-disbursed.png'), fullPage: true });
    assert.deepEqual(sbabProblems, []);

    await staffPage.waitForFunction(
      (count) => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) >= count + 2,
      beforePayout,
      { timeout: 10_000 },
    );
    await staffPage.getByTestId('notification-bell').click();
    const told = await staffPage.getByTestId('notification-popover').innerText();
    assert.match(told, new RegExp(`SBAB Bank paid out 3\\s000\\s000\\skr on application ${shared}`));
    assert.match(told, new RegExp(`SBAB Bank wrote about application ${shared}`));
    await animationsDone(staffPage);
    await staffPage.screenshot({ path: screenshotPath('bank-disbursed-notification.png') });
    await staffPage.keyboard.press('Escape');

    // The application: DISBURSED, and every bank's step in its history under who took it.
    await staffPage.reload();
    await staffPage.getByTestId('application-substatus').getByText('Disbursed').waitFor();
    const history = staffPage.getByTestId('application-history');
    for (const kind of ['sent_to_banks', 'bank_taken_up', 'offer_received', 'bank_rejected', 'offer_accepted', 'bank_commented', 'bank_disbursed']) {
      await history.locator(`[data-kind="${kind}"]`).first().waitFor();
    }
    assert.match(await history.locator('[data-kind="bank_disbursed"]').innerText(), /Paid out by the bank/);
    await animationsDone(staffPage);
    await staffPage.screenshot({ path: screenshotPath('bank-application-history.png'), fullPage: true });
    assert.deepEqual(staffProblems, []);
    await staff.close();
    await sbab.context.close();
    await handelsbanken.context.close();
  });
});
