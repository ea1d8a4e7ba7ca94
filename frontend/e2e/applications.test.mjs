/**
 * Whole-stack browser test of an advisor's day at the mortgage desk: Jonas registers a customer;
 * Maja (a team lead) enters a lead for her and a co-applicant the register does not know yet,
 * books a meeting on the lead, sees it in Leads and My leads, and converts the lead: the
 * application opens with both people as applicants. She finds it in Applications (filtered by
 * substatus) and My applications, edits the loan, moves it DRAFT → COMPLETE, comments, books a
 * meeting, sends it to two banks, writes to one and shares the payslip with it, withdraws from the
 * other, accepts the offer the first made (recorded through the API, as the bank side is not built
 * yet); the loan is disbursed once Anna, a mortgage admin, approved its AML review (Maja may not
 * disburse before). Four eyes: she creates a duplicate
 * application on the new-application page and asks for its deactivation (she has no review
 * inbox); Anna, a mortgage admin, approves it in hers.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { messagesTo } from './lib/mail.mjs';
import { animationsDone, launchBrowser, pickOption, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { gateway, requireStack } from './lib/stack.mjs';

const JONAS = { email: 'jonas.kdlt@zrm.example', password: 'demo-kdlt-1' };
const MAJA = { email: 'maja.team@zrm.example', password: 'demo-team-1' };
const ANNA = { email: 'anna.online@zrm.example', password: 'demo-online-1' };
const VIEWPORT = { width: 1440, height: 900 };

describe('mortgage applications', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it("an advisor's day: a lead converted, the application worked to disbursement, a duplicate deactivated under four eyes", async () => {
    await requireStack();
    browser = await launchBrowser();
    const jonasContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const jonas = await jonasContext.newPage();
    await signIn(jonas, JONAS);
    const { token: registrar } = await sessionOf(jonas);
    const mainPni = swedishPersonalId();
    const saraEmail = `sara.${mainPni.slice(-4)}.${Date.now()}@example.se`;
    const sara = await gateway('POST', '/customer/create', registrar, {
      country: 'SE',
      pni: mainPni,
      first_name: 'Sara',
      last_name: 'Bolånsson',
      email: saraEmail,
    });

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, MAJA);
    const { token } = await sessionOf(page);

    // A lead taken on the phone: Sara (a customer) and Nils (not in the register yet).
    await page.getByTestId('lead-new-link').click();
    await page.getByTestId('lead-new-applicant-pni').fill(mainPni);
    await page.getByTestId('lead-new-applicant-first-name').fill('Sara');
    await page.getByTestId('lead-new-applicant-last-name').fill('Bolånsson');
    await page.getByTestId('lead-new-with-co').click();
    await page.getByTestId('lead-new-co_applicant-pni').fill(swedishPersonalId());
    await page.getByTestId('lead-new-co_applicant-first-name').fill('Nils');
    await page.getByTestId('lead-new-co_applicant-last-name').fill('Bolånsson');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('lead-new.png') });
    await page.getByTestId('lead-new-submit').click();
    await page.waitForURL(/\/mortgage\/lead\/\d+$/);
    const leadId = Number(page.url().split('/').at(-1));
    await page.getByTestId('lead-details').filter({ hasText: 'Nils Bolånsson' }).waitFor();

    // A meeting on the lead, from Maja's next free time; the leads table shows it.
    await page.getByTestId('meeting-day').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
    await animationsDone(page);
    await page.getByTestId('meeting-slot').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^\d{2}:\d{2}$/ }).first().click();
    await pickOption(page, page.getByTestId('meeting-kind'), 'Video');
    await page.getByTestId('meeting-book').click();
    await page.locator('li[data-testid^="meeting-"]').filter({ hasText: 'Video' }).waitFor();
    await animationsDone(page);
    await page.getByTestId('lead-handled-toggle').click();
    await page.getByTestId('lead-status').filter({ hasText: /^Handled$/ }).waitFor();
    await page.getByTestId('lead-handled-toggle').filter({ hasText: 'Mark as not handled' }).click();
    await page.getByTestId('lead-status').filter({ hasText: 'Not handled yet' }).waitFor();
    await page.screenshot({ path: screenshotPath('lead-meeting.png'), fullPage: true });
    await page.goto(page.url().replace(/\/mortgage\/.*$/, '/mortgage/leads'));
    await page.getByTestId(`lead-row-${leadId}`).filter({ hasText: 'Maja Nilsson' }).waitFor();
    // Assigned to her, it is in "My leads" (no failed or unassigned filters there).
    const me = await gateway('GET', '/employee/me', token);
    await gateway('POST', `/lead/assign/${leadId}`, token, { assignee_id: me.user_id });
    await page.getByTestId('menu-my-leads').click();
    // The lead is in both lists: wait for "My leads" itself, not only the row.
    await page.waitForURL(/\/mortgage\/my-leads/);
    await page.getByTestId(`lead-row-${leadId}`).waitFor();
    await page.getByTestId('filter-unassigned-only').waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal(await page.getByTestId('filter-unassigned-only').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('my-leads.png') });

    // Converted: the application opens with both of them; the lead is handled.
    await page.getByTestId(`lead-row-${leadId}`).click();
    await page.getByTestId('lead-convert').click();
    await pickOption(page, page.getByRole('dialog').getByRole('combobox'), 'Move');
    await page.getByTestId('convert-amount').fill('3200000');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('lead-convert.png') });
    await page.getByTestId('lead-convert-confirm').click();
    await page.waitForURL(/\/mortgage\/application\/MOSE\d+$/);
    const id = page.url().split('/').at(-1);
    await page.getByTestId('applicant-1').filter({ hasText: 'Nils Bolånsson' }).waitFor();
    assert.match(await page.getByTestId('applicant-0').textContent(), /Sara Bolånsson/);
    const converted = await gateway('GET', `/lead/get/${leadId}`, token);
    assert.equal(converted.handled, true);

    // Applications, filtered to drafts: newest first, so it is on the first page.
    await page.getByTestId('menu-applications').click();
    await page.getByTestId('applications-table').waitFor();
    await page.getByTestId('filter-substatuses').click();
    await page.getByTitle('DRAFT', { exact: true }).click();
    await page.waitForURL(/substatus=DRAFT/);
    const row = page.getByTestId(`application-row-${id}`);
    await row.waitFor();
    assert.match(await row.textContent(), /Sara Bolånsson/);
    assert.match(await row.textContent(), /Move/);
    await page.keyboard.press('Escape');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('applications.png') });

    // My applications has it too (Maja created it, so it is hers).
    await page.getByTestId('menu-my-applications').click();
    await page.getByTestId('page-title').filter({ hasText: 'My applications' }).waitFor();
    await page.getByTestId(`application-row-${id}`).waitFor();
    assert.equal(await page.getByTestId('filter-unassigned').count(), 0);
    await page.screenshot({ path: screenshotPath('my-applications.png') });

    // The application: names and personal ids; the loan filled in, then DRAFT → COMPLETE.
    await page.getByTestId(`application-row-${id}`).click();
    await page.getByTestId('applicant-0').filter({ hasText: 'Sara Bolånsson' }).waitFor();
    assert.match(await page.getByTestId('applicant-0').textContent(), /\d{8}-\d{4}/);
    await page.getByTestId('loan-edit').click();
    await page.getByTestId('loan-amount').fill('3300000');
    await page.getByTestId('loan-save').click();
    await page.getByTestId('application-amount').filter({ hasText: /3\s300\s000/ }).waitFor();
    await page.locator('[data-kind="updated"]').waitFor();
    // Sara's salary, monthly; Sweden works with monthly incomes.
    await page.getByTestId('incomes-edit').click();
    await page.getByTestId('income-add').click();
    await page.getByTestId('income-amount-0').fill('42000');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-incomes.png') });
    await page.getByTestId('incomes-save').click();
    await page.getByTestId('income-total').filter({ hasText: /42\s000/ }).waitFor();
    assert.match(await page.getByTestId('incomes').textContent(), /504\s000/);
    // The home: an apartment at an address the valuation provider (the sandbox's simulator) knows.
    await page.getByTestId('property-add').click();
    await page.getByTestId('property-street').fill('Storgatan 1');
    await page.getByTestId('property-postal-code').fill('114 55');
    await page.getByTestId('property-city').fill('Stockholm');
    await page.getByTestId('property-fee').fill('3900');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-property.png') });
    await page.getByTestId('property-save').click();
    await page.getByTestId('property-address').filter({ hasText: /114 55 Stockholm/ }).waitFor();
    await page.getByTestId('property-valuate').click();
    await page.getByTestId('property-market-value').filter({ hasText: /5\s450\s000/ }).waitFor();
    await page.locator('[data-kind="property_valued"]').waitFor();
    // What is left to live on with one child: Sara's salary against the loan at the stress rate.
    await page.getByTestId('budget-children').fill('1');
    await page.getByTestId('budget-calculate').click();
    await page.getByTestId('budget-result').waitFor();
    assert.equal(await page.getByTestId('budget-missing').count(), 0);
    assert.match(await page.getByTestId('budget-lines').textContent(), /7,00\s%/);
    await animationsDone(page);
    await page.getByTestId('left-to-live').screenshot({ path: screenshotPath('application-budget.png') });
    // Sara's payslip onto the application: Maja needs no customer role for the documents of an
    // application she works; she names whose document it is.
    await pickOption(page, page.getByTestId('application-documents').getByTestId('document-owner-select'), 'Sara Bolånsson');
    await pickOption(page, page.getByTestId('application-documents').getByTestId('document-type-select'), 'Payslip');
    await page.getByTestId('application-documents').getByTestId('document-file-input').setInputFiles({
      name: 'Lönespec oktober.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 7)]),
    });
    await page.getByTestId('application-documents').getByTestId('document-upload').click();
    const payslip = page.locator('[data-testid^="application-document-"]').filter({ hasText: 'Lönespec oktober.pdf' });
    await payslip.first().waitFor();
    assert.match(await payslip.first().textContent(), /Sara Bolånsson/);
    await animationsDone(page);
    await page.getByTestId('application-documents').screenshot({ path: screenshotPath('application-documents.png') });
    // Sara is invited to follow it on My Pages: the e-mail goes to the address the register holds.
    await page.getByTestId(`invite-${sara.customer_id}`).click();
    const invitation = page.locator('[data-testid^="invitation-state-"]').filter({ hasText: 'Sent' });
    await invitation.waitFor();
    assert.match(await page.getByTestId('invitations').textContent(), new RegExp(saraEmail.replace(/\./g, '\\.')));
    const [invitationMail] = await messagesTo(saraEmail);
    assert.match(invitationMail.text, new RegExp(`Hej Sara,[\\s\\S]*Maja Nilsson[\\s\\S]*${id}`));
    await animationsDone(page);
    await page.getByTestId('application-invitations').screenshot({ path: screenshotPath('application-invitations.png') });
    await page.getByTestId('move-to-COMPLETE').click();
    await page.getByTestId('application-substatus').filter({ hasText: 'COMPLETE' }).waitFor();
    await page.locator('[data-kind="status_changed"]').waitFor();
    await page.getByTestId('comment-text').fill('The customer sends payslips tomorrow');
    await page.getByTestId('comment-add').click();
    await page.getByTestId('comments').getByText('The customer sends payslips tomorrow').waitFor();
    await page.locator('[data-kind="commented"]').waitFor();
    assert.equal(await page.locator('[data-kind="created"]').count(), 1);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application.png'), fullPage: true });

    // A meeting: Maja books the first free time of the next working day; the tables show it.
    await page.getByTestId('meeting-day').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
    await animationsDone(page);
    await page.getByTestId('meeting-slot').click();
    // The slot list loads for the day chosen: its options are times (HH:mm).
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^\d{2}:\d{2}$/ }).first().click();
    await page.getByTestId('meeting-note').fill('Go through the payslips');
    await page.getByTestId('meeting-book').click();
    const meeting = page.locator('li[data-testid^="meeting-"]').filter({ hasText: 'Go through the payslips' });
    await meeting.waitFor();
    assert.match(await meeting.textContent(), /Maja Nilsson/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-meeting.png'), fullPage: true });
    await page.getByTestId('menu-my-applications').click();
    const withMeeting = page.getByTestId(`application-row-${id}`);
    await withMeeting.filter({ hasText: 'Maja Nilsson' }).waitFor();
    await page.getByTestId(`application-row-${id}`).click();
    await page.getByTestId('applicant-0').filter({ hasText: 'Sara Bolånsson' }).waitFor();

    // Banks: Maja sends it to SBAB and SEB; SEB's offer comes back (recorded through the API, as
    // the bank side is not built yet); she accepts it, and the loan is disbursed.
    await page.getByTestId('send-to-banks').click();
    await page.getByTestId('send-bank-1').click();
    await page.getByTestId('send-bank-5').click();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('send-to-banks.png') });
    await page.getByTestId('send-to-banks-confirm').click();
    await page.getByTestId('bank-status-1').filter({ hasText: 'New' }).waitFor();
    await page.getByTestId('bank-status-5').filter({ hasText: 'New' }).waitFor();
    // She writes to SEB and shares Sara's payslip with it; SBAB she withdraws from, with a reason.
    await page.getByTestId('write-bank-5').click();
    await page.getByTestId('bank-message-comment').fill('Sara starts at Volvo Cars in January');
    await page.getByTestId('bank-message-confirm').click();
    await page.getByTestId('bank-messages').getByText('Sara starts at Volvo Cars in January').waitFor();
    await page.getByTestId('write-bank-5').click();
    await page.getByTestId('bank-message-kind-document').click();
    await pickOption(page, page.getByTestId('bank-message-document'), 'Lönespec oktober.pdf');
    // The list closes with a motion; it would take the click meant for the confirm button.
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('bank-message.png') });
    await page.getByTestId('bank-message-confirm').click();
    await page.getByTestId('bank-messages').getByText('Lönespec oktober.pdf').waitFor();
    assert.match(await page.getByTestId('bank-messages').textContent(), /To SEB.*Maja Nilsson/s);
    await page.getByTestId('withdraw-bank-1').click();
    await page.getByTestId('withdraw-reason').fill('SBAB lends at most 85 % of the value here');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('bank-withdraw.png') });
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('bank-status-1').filter({ hasText: 'Withdrawn' }).waitFor();
    assert.equal(await page.getByTestId('withdraw-bank-1').count(), 0);
    await page.locator('[data-kind="bank_cancelled"]').filter({ hasText: 'SBAB lends at most 85 %' }).waitFor();
    await page.locator('[data-kind="document_to_bank"]').waitFor();
    const offer = await gateway('POST', `/application/offer/${id}`, token, {
      bank_id: 5,
      amount: 3200000,
      interest_rate_bp: 365,
      term_months: 360,
    });
    await page.reload();
    const offerRow = page.getByTestId(`offer-row-${offer.offer_id}`);
    await offerRow.filter({ hasText: '3,65' }).waitFor();
    await page.getByTestId('application-substatus').filter({ hasText: 'OFFERED' }).waitFor();
    await page.getByTestId('bank-status-5').filter({ hasText: 'Ongoing' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-offered.png'), fullPage: true });
    await page.getByTestId(`accept-offer-${offer.offer_id}`).click();
    await page.getByTestId('application-substatus').filter({ hasText: 'ACCEPTED' }).waitFor();
    await page.getByTestId('bank-status-5').filter({ hasText: 'Accepted' }).waitFor();
    await page.getByTestId('bank-status-1').filter({ hasText: 'Withdrawn' }).waitFor();
    // Not paid out before an AML review approves it; Maja works it, so another admin reviews.
    await page.getByTestId('aml-outcome').filter({ hasText: 'Not reviewed' }).waitFor();
    assert.equal(await page.getByTestId('aml-submit').count(), 0);
    assert.equal(await page.getByTestId('move-to-DISBURSED').isDisabled(), true);

    // Anna, a mortgage admin, clears it.
    const annaContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const anna = await annaContext.newPage();
    const annaProblems = watchConsole(anna);
    await signIn(anna, ANNA);
    await anna.goto(anna.url().replace(/\/mortgage\/.*$/, `/mortgage/application/${id}`));
    await anna.getByTestId('aml-note').fill('Salary from Volvo Cars and savings at SEB; no PEP, no sanctions hit');
    await animationsDone(anna);
    await anna.getByTestId('application-aml').screenshot({ path: screenshotPath('application-aml.png') });
    await anna.getByTestId('aml-submit').click();
    await anna.getByTestId('aml-outcome').filter({ hasText: 'Approved' }).waitFor();
    assert.match(await anna.getByTestId('aml-reviews').textContent(), /no PEP.*Anna Lindqvist/s);

    await page.reload();
    await page.getByTestId('aml-outcome').filter({ hasText: 'Approved' }).waitFor();
    await page.getByTestId('move-to-DISBURSED').click();
    await page.getByTestId('application-substatus').filter({ hasText: 'DISBURSED' }).waitFor();
    await page.getByTestId('bank-status-5').filter({ hasText: 'Disbursed' }).waitFor();
    await page.locator('[data-kind="offer_accepted"]').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-disbursed.png'), fullPage: true });

    // Another application of theirs turns out a duplicate: Maja asks for its deactivation with a
    // reason and a note; it waits for someone else's review.
    await page.getByTestId('menu-applications').click();
    await page.getByTestId('application-new-link').click();
    await page.getByTestId('applicant-main-pni').fill(mainPni);
    await page.getByTestId('applicant-main-pni').blur();
    await page.getByTestId('applicant-main-found').filter({ hasText: 'Sara Bolånsson' }).waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('application-new.png') });
    await page.getByTestId('application-new-submit').click();
    await page.waitForURL(/\/mortgage\/application\/MOSE\d+$/);
    const duplicate = { application_id: page.url().split('/').at(-1) };
    assert.notEqual(duplicate.application_id, id);
    await page.getByTestId('applicant-0').filter({ hasText: 'Sara Bolånsson' }).waitFor();
    assert.equal(await page.getByTestId('menu-deactivation-reviews').count(), 0);
    await page.getByTestId('request-deactivation').click();
    await pickOption(page, page.getByTestId('deactivation-reason'), 'Duplicate application');
    await page.getByTestId('deactivation-note').fill('Same couple applied in March');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('deactivation-request.png') });
    await page.getByTestId('deactivation-send').click();
    const pending = page.getByTestId('deactivation-pending').filter({ hasText: 'Duplicate application' });
    await pending.waitFor();
    assert.match(await pending.textContent(), /Same couple applied in March/);
    await page.locator('[data-kind="deactivation_requested"]').waitFor();
    assert.equal(await page.getByTestId('application-status').textContent(), 'ACTIVE');
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('deactivation-pending.png'), fullPage: true });

    assert.deepEqual(problems, []);

    // Anna approves it from her inbox.
    await anna.getByTestId('menu-deactivation-reviews').click();
    const request = anna.getByTestId(`review-row-${duplicate.application_id}`);
    await request.filter({ hasText: 'Duplicate application' }).waitFor();
    assert.match(await request.textContent(), /Maja/);
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('deactivation-reviews.png') });
    await request.getByRole('button', { name: 'Approve' }).click();
    await anna.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
    await request.waitFor({ state: 'detached' });
    await anna.goto(anna.url().replace(/\/mortgage\/.*$/, `/mortgage/application/${duplicate.application_id}`));
    // The reason's label arrives with the list of reasons.
    const deactivated = anna.getByTestId('deactivated').filter({ hasText: 'Duplicate application' });
    await deactivated.waitFor();
    assert.match(await deactivated.textContent(), /approved by Anna/);
    assert.equal(await anna.getByTestId('application-status').textContent(), 'DEACTIVATED');
    await anna.locator('[data-kind="deactivated"]').waitFor();
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('application-deactivated.png'), fullPage: true });
    // The customers come back later: Anna duplicates it into a new draft of hers.
    await anna.getByTestId('application-duplicate').click();
    await anna.locator('.ant-popconfirm').getByRole('button', { name: 'Duplicate' }).click();
    await anna.waitForURL((url) => /\/mortgage\/application\/MOSE\d+$/.test(url.pathname) && !url.pathname.endsWith(duplicate.application_id));
    const copyId = anna.url().split('/').at(-1);
    await anna.getByTestId('page-title').filter({ hasText: copyId }).waitFor();
    await anna.getByTestId('applicant-0').filter({ hasText: 'Sara Bolånsson' }).waitFor();
    assert.equal(await anna.getByTestId('application-substatus').textContent(), 'DRAFT');
    assert.equal(await anna.getByTestId('application-status').textContent(), 'ACTIVE');

    // The budget settings (mortgage admins): Anna raises a house's operating cost in Sweden and
    // checks the tax on a salary the budget deducts.
    await openFromMenu(anna, 'menu-budget-settings');
    await anna.getByTestId('page-title').filter({ hasText: 'Budget settings' }).waitFor();
    const houseCost = anna.getByTestId('budget-setting-operating_cost_house');
    await houseCost.fill('4600');
    await anna.getByTestId('budget-settings-save').click();
    await anna.getByText('The budget settings are saved').waitFor();
    await anna.getByTestId('tax-income').fill('480000');
    await anna.getByTestId('tax-calculate').click();
    await anna.getByTestId('tax-net-monthly').filter({ hasText: /27\s503/ }).waitFor();
    assert.match(await anna.getByTestId('tax-rules').textContent(), /32,41\s%/);
    assert.equal(await houseCost.inputValue(), '4600');
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('budget-settings.png'), fullPage: true });

    // The copy is among the applications Anna opened last; from it, Sara's customer page lists
    // every application she is on.
    await openFromMenu(anna, 'menu-applications');
    const recent = anna.getByTestId(`recent-${copyId}`);
    await recent.waitFor();
    assert.match(await anna.getByTestId('recent-applications').textContent(), /Sara Bolånsson/);
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('recently-opened.png') });
    await recent.click();
    await anna.getByTestId('page-title').filter({ hasText: copyId }).waitFor();
    await anna.getByTestId('applicant-0').getByRole('link', { name: 'Sara Bolånsson' }).click();
    await anna.getByTestId('customer-tab-applications').click();
    await anna.getByTestId(`customer-application-${copyId}`).waitFor();
    // The converted one, its duplicate and the copy of that: three, newest first.
    const rows = anna.locator('[data-testid^="customer-application-MOSE"]');
    assert.equal(await rows.count(), 3);
    assert.match(await rows.first().textContent(), new RegExp(copyId));
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('customer-applications.png') });
    assert.deepEqual(annaProblems, []);
  });
});
