/**
 * Whole-stack browser test of lead reprocessing: Anna, an online admin, shows the
 * failed leads, selects two failed leads whose stored submissions are sound and reprocesses them
 * with "Reprocess selected"; the dialog reports each as reprocessed, and the leads no longer carry
 * their create-source error. Erik, a plain advisor, sees no selection and a disabled button.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { gateway, requireStack } from './lib/stack.mjs';

const ANNA = { email: 'anna.online@zrm.example', password: 'demo-online-1' };
const ERIK = { email: 'erik.sales@zrm.example', password: 'demo-sales-1' };
const VIEWPORT = { width: 1440, height: 900 };

function failedLead(lastName) {
  return {
    source: 'ONLINE_LEAD',
    country: 'SE',
    create_source: { type: 'online_form', error: 'Credit check timed out' },
    data: { applicant: { pni: swedishPersonalId(), first_name: 'Eva', last_name: lastName }, co_applicant: null },
  };
}

describe('reprocessing leads', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an online admin reprocesses the selected failed leads; an advisor cannot', async () => {
    await requireStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const anna = await context.newPage();
    const problems = watchConsole(anna);

    await signIn(anna, ANNA);
    const { token } = await sessionOf(anna);
    const first = await gateway('POST', '/lead/create', token, failedLead('Omprövad'));
    const second = await gateway('POST', '/lead/create', token, failedLead('Andersson'));
    assert.equal(first.create_source.error, 'Credit check timed out');

    // Failed leads are hidden by default; showing them lists the two fresh ones first.
    await anna.reload();
    await anna.getByTestId('filter-include-failed').click();
    const rows = [first, second].map((lead) => anna.getByTestId(`lead-row-${lead.lead_id}`));
    for (const row of rows) await row.waitFor();
    assert.equal(await anna.getByTestId('reprocess-selected').isDisabled(), true, 'nothing selected yet');
    for (const row of rows) await row.locator('.ant-checkbox-input').check();
    await anna.getByTestId('reprocess-selected-count').filter({ hasText: '2' }).waitFor();

    await anna.getByTestId('reprocess-selected').click();
    // The test id sits on the modal's root, which has no box of its own; wait for the dialog.
    const dialog = anna.getByRole('dialog');
    await dialog.waitFor();
    for (const lead of [first, second]) {
      await dialog.getByTestId(`reprocess-result-${lead.lead_id}`).filter({ hasText: 'Reprocessed' }).waitFor();
    }
    await anna.getByTestId('reprocess-summary').filter({ hasText: '2 reprocessed, 0 skipped, 0 failed' }).waitFor();
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('reprocess-dialog.png') });

    for (const lead of [first, second]) {
      const stored = await gateway('GET', `/lead/get/${lead.lead_id}`, token);
      assert.equal(stored.create_source.error, null, `lead ${lead.lead_id} keeps no error`);
    }
    await anna.getByTestId('reprocess-close').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);

    // A plain advisor: no selection column, the row button disabled.
    const erikContext = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
    const erik = await erikContext.newPage();
    await signIn(erik, ERIK);
    const other = await gateway('POST', '/lead/create', token, failedLead('Berg'));
    await erik.reload();
    await erik.getByTestId('filter-include-failed').click();
    const row = erik.getByTestId(`lead-row-${other.lead_id}`);
    await row.waitFor();
    assert.equal(await row.locator('.ant-checkbox-input').count(), 0, 'advisors select nothing');
    assert.equal(await erik.getByTestId(`reprocess-lead-${other.lead_id}`).isDisabled(), true);
    assert.equal(await erik.getByTestId('reprocess-selected').count(), 0);
    await animationsDone(erik);
    await erik.screenshot({ path: screenshotPath('leads-advisor.png') });
    await erikContext.close();
    await context.close();
  });
});
