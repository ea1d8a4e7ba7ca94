import { screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@zrm/api';
import { jsonReply, sampleLead, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const failedLead = sampleLead({
  lead_id: 124,
  created_at: '2025-07-01T08:00:00Z',
  source: 'AFFILIATE_LEAD',
  create_source: { type: 'affiliate_api', error: 'Applicant pni failed the credit check' },
  data: {
    applicant: { pni: '8112289874', first_name: 'Anna', last_name: 'Svensson' },
    co_applicant: { pni: '198501012383', first_name: 'Olle', last_name: 'Svensson' },
  },
  handled: true,
  assignee: { user_id: 'u-erik', name: 'Erik Sales' },
  next_meeting: { handler_name: 'Maja Team', meeting_start: '2030-01-02T09:00:00Z' },
});

const failingLead = sampleLead({
  lead_id: 125,
  create_source: { type: 'online_form', error: 'data.applicant.pni: Not a valid personal id number for SE' },
});
const lockedLead = sampleLead({ lead_id: 126, reprocessable: false });

const PNI_FAILURE = 'data.applicant.pni: Not a valid personal id number for SE';

function page(items: Lead[], total = items.length, limit = 25) {
  return jsonReply({ items, total, page: 1, limit });
}

const lastListQuery = (calls: RecordedCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

const selectBox = (leadId: number) => screen.getByRole('checkbox', { name: `Select lead ${leadId}` });
const selectAllBox = () => screen.getByRole('checkbox', { name: 'Select all' });

describe('leads page', () => {
  let leads: Lead[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': ({ query }) => page(leads, 60, Number(query.get('limit'))),
  }));
  beforeEach(() => {
    leads = [sampleLead(), failedLead];
  });

  it('"My leads" asks for the caller\'s leads and offers only the handled filter', async () => {
    harness.gateway.on('GET /lead/list/mine', ({ query }) => page([sampleLead()], 1, Number(query.get('limit'))));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('menu-my-leads'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My leads');
    await screen.findByTestId('lead-row-123');
    expect(screen.queryByTestId('filter-include-failed')).toBeNull();
    expect(screen.queryByTestId('filter-unassigned-only')).toBeNull();
    await user.click(screen.getByTestId('filter-include-handled'));
    await waitFor(() =>
      expect(lastListQuery(harness.gateway.callsTo('GET /lead/list/mine'))).toMatchObject({ include_handled: 'true', page: '1' }),
    );
  });

  it('lists leads with their columns, formatted', async () => {
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    const first = await screen.findByTestId('lead-row-123');
    expect(within(first).getByTestId('lead-link-123')).toHaveTextContent('123');
    expect(first).toHaveTextContent('2025-03-01 10:30:00'); // 09:30Z in Stockholm (winter)
    // Sources in the user's language; one the client has no text for as it came.
    expect(within(first).getByTestId('lead-source-123')).toHaveTextContent('Online lead');
    expect(within(first).getByTestId('lead-applicants-123')).toHaveTextContent('19811228-9874 Anna Svensson');
    expect(within(first).getByTestId('lead-handled-123')).toHaveTextContent('Not handled yet');
    expect(within(first).getByTestId('lead-assignee-123')).toHaveTextContent('Unassigned');

    const second = screen.getByTestId('lead-row-124');
    expect(within(second).getByTestId('lead-source-124')).toHaveTextContent('AFFILIATE_LEAD');
    expect(within(second).getByTestId('lead-source-error-124')).toHaveAttribute('aria-label', 'The lead was created with an error');
    expect(within(second).getByTestId('lead-applicants-124')).toHaveTextContent(
      '19811228-9874 Anna SvenssonCo-applicant: 19850101-2383 Olle Svensson',
    );
    expect(second).toHaveTextContent('Maja Team');
    expect(second).toHaveTextContent('2030-01-02 10:00:00 CET');
    expect(within(second).getByTestId('lead-handled-124')).toHaveTextContent('Handled');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    expect(lastListQuery(harness.gateway.callsTo('GET /lead/list'))).toEqual({
      page: '1',
      limit: '25',
      include_failed: 'false',
      include_handled: 'false',
      unassigned_only: 'false',
    });
  });

  it('shows the creation error in a tooltip', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.hover(await screen.findByTestId('lead-source-error-124'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Applicant pni failed the credit check');
  });

  it('maps filters and paging onto the query; a filter change returns to page 1', async () => {
    const { user } = renderBackoffice('/mortgage/leads?page=3', { signedInAs: sampleUser() });
    await screen.findByTestId('lead-row-123');
    expect(lastListQuery(harness.gateway.callsTo('GET /lead/list')).page).toBe('3');

    await user.click(screen.getByText('Include Failed Leads'));
    await waitFor(() =>
      expect(lastListQuery(harness.gateway.callsTo('GET /lead/list'))).toMatchObject({ page: '1', include_failed: 'true' }),
    );
    await user.click(screen.getByText('Include Handled Leads'));
    await user.click(screen.getByText('Show unassigned only'));
    await waitFor(() =>
      expect(lastListQuery(harness.gateway.callsTo('GET /lead/list'))).toMatchObject({
        include_failed: 'true',
        include_handled: 'true',
        unassigned_only: 'true',
      }),
    );

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListQuery(harness.gateway.callsTo('GET /lead/list')).page).toBe('2'));

    await user.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByText('10 / page'));
    await waitFor(() =>
      expect(lastListQuery(harness.gateway.callsTo('GET /lead/list'))).toMatchObject({ page: '1', limit: '10' }),
    );
  });

  it('opens the lead when its row is clicked', async () => {
    harness.gateway.on('GET /lead/get/123', () => jsonReply(sampleLead({ assignee: { user_id: 'u-erik', name: 'Erik Sales' } })));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(within(await screen.findByTestId('lead-row-123')).getByText('Online lead'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Lead 123');
    expect(await screen.findByTestId('lead-assignee')).toHaveTextContent('Erik Sales');
    expect(screen.getByTestId('lead-details')).toHaveTextContent('19811228-9874 · Anna Svensson');
  });

  it('assigns a lead to an employee picked from the employee list', async () => {
    harness.gateway.on('GET /employee/all', () =>
      jsonReply({
        items: [sampleUser(), sampleUser({ user_id: 'u-erik', name: 'Erik Sales', email: 'erik.sales@zrm.example', roles: [] })],
        total: 2,
        page: 1,
        limit: 50,
      }),
    );
    harness.gateway.on('POST /lead/assign/123', () => {
      leads = [sampleLead({ assignee: { user_id: 'u-erik', name: 'Erik Sales' } }), failedLead];
      return jsonReply(leads[0]);
    });
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('assign-lead-123'));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Assign lead 123');
    expect(within(modal).getByRole('button', { name: 'Assign' })).toBeDisabled();

    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByTitle('Erik Sales'));
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Lead 123 was assigned to Erik Sales')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /lead/assign/123')[0]?.body).toEqual({ assignee_id: 'u-erik' });
    expect(harness.gateway.callsTo('GET /employee/all')[0]?.query.get('without_deactivated')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('lead-assignee-123')).toHaveTextContent('Erik Sales'));
  });

  it('keeps the dialog open and shows the error when assigning fails', async () => {
    harness.gateway.on('GET /employee/all', () => jsonReply({ items: [sampleUser()], total: 1, page: 1, limit: 50 }));
    harness.gateway.on('POST /lead/assign/123', () => jsonReply({ detail: 'Lead 123 is handled', request_id: 'req-409' }, 409));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('assign-lead-123'));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByTitle('Anna Online'));
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    const alert = await within(modal).findByTestId('assign-error');
    expect(alert).toHaveTextContent('Lead 123 is handled');
    expect(alert).toHaveTextContent('req-409');
  });

  it('says so when the employee list cannot be loaded', async () => {
    harness.gateway.on('GET /employee/all', () => jsonReply({ detail: 'core unavailable', request_id: 'req-503' }, 503));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('assign-lead-123'));
    const alert = await screen.findByTestId('employees-error');
    expect(alert).toHaveTextContent('Cannot get list of employees');
    expect(alert).toHaveTextContent('core unavailable');
    expect(alert).toHaveTextContent('req-503');
  });

  it('shows the failure with its request id, and an empty state', async () => {
    harness.gateway.on('GET /lead/list', () => jsonReply({ detail: 'Something went wrong', request_id: 'req-500' }, 500));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    const alert = await screen.findByTestId('leads-error');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('req-500');

    harness.gateway.on('GET /lead/list', () => page([]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The table's empty text also shows while the error is up, so wait for the alert to go first.
    await waitFor(() => expect(screen.queryByTestId('leads-error')).toBeNull());
    expect(screen.getByText('No leads match these filters')).toBeInTheDocument();
  });
  describe('reprocessing', () => {
    beforeEach(() => {
      leads = [sampleLead(), failedLead, failingLead, lockedLead];
    });

    it('gives online admins the selection column and the reprocess buttons; only reprocessable unhandled leads can be picked', async () => {
      const onlineAdmin = sampleUser({ roles: ['online:admin'] });
      harness.gateway.on('GET /employee/me', () => jsonReply(onlineAdmin));
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: onlineAdmin });
      await screen.findByTestId('lead-row-123');
      expect(selectBox(123)).toBeEnabled();
      expect(selectBox(124)).toBeDisabled(); // handled
      expect(selectBox(125)).toBeEnabled();
      expect(selectBox(126)).toBeDisabled(); // not reprocessable
      expect(screen.getByTestId('reprocess-selected')).toBeDisabled();
      expect(screen.getByTestId('reprocess-lead-123')).toBeEnabled();
      expect(screen.getByTestId('reprocess-lead-124')).toBeDisabled();
      expect(screen.getByTestId('reprocess-lead-126')).toBeDisabled();

      // Select all picks every selectable lead and nothing else.
      await user.click(selectAllBox());
      expect(selectBox(123)).toBeChecked();
      expect(selectBox(125)).toBeChecked();
      expect(selectBox(124)).not.toBeChecked();
      expect(selectBox(126)).not.toBeChecked();
      expect(selectAllBox()).toBeChecked();
      expect(screen.getByTestId('reprocess-selected-count')).toHaveTextContent('2 selected');
      expect(screen.getByTestId('reprocess-selected')).toBeEnabled();

      // Partly selected: the header box is indeterminate.
      await user.click(selectBox(125));
      expect(selectBox(125)).not.toBeChecked();
      expect(selectAllBox()).toBePartiallyChecked();
      expect(screen.getByTestId('reprocess-selected-count')).toHaveTextContent('1 selected');
      // Ticking a box, or clicking beside one, does not open the lead.
      await user.click(selectBox(124).closest('td') as HTMLElement);
      expect(screen.getByTestId('page-title')).toHaveTextContent('Leads');

      await user.click(selectAllBox());
      await user.click(selectAllBox());
      expect(selectBox(123)).not.toBeChecked();
      expect(screen.getByTestId('reprocess-selected')).toBeDisabled();
    });

    it('explains why a lead that cannot be reprocessed has its button disabled', async () => {
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
      await user.hover(await screen.findByTestId('reprocess-lead-124-why'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Only leads that are reprocessable and not handled can be reprocessed',
      );
    });

    it('posts the selected ids, shows every result in the dialog and refreshes the list', async () => {
      harness.gateway.on('POST /lead/reprocess-submissions', () =>
        jsonReply([
          { lead_id: 125, status: 'failed', error: PNI_FAILURE },
          { lead_id: 123, status: 'reprocessed', error: null },
        ]),
      );
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
      await screen.findByTestId('lead-row-123');
      const listCalls = harness.gateway.callsTo('GET /lead/list').length;
      await user.click(selectBox(125));
      await user.click(selectBox(123));
      await user.click(screen.getByTestId('reprocess-selected'));

      const modal = await screen.findByRole('dialog');
      expect(modal).toHaveTextContent('Reprocess leads');
      expect(harness.gateway.callsTo('POST /lead/reprocess-submissions').map((c) => c.body)).toEqual([
        { lead_ids: [125, 123] },
      ]);
      const failed = await within(modal).findByTestId('reprocess-result-125');
      expect(failed).toHaveTextContent('Failed');
      expect(failed).toHaveTextContent(PNI_FAILURE);
      expect(within(modal).getByTestId('reprocess-result-123')).toHaveTextContent('Reprocessed');
      expect(within(modal).getByTestId('reprocess-summary')).toHaveTextContent('1 reprocessed, 0 skipped, 1 failed');

      // The list (and the leads) are invalidated and fetched again; the selection is done with.
      await waitFor(() => expect(harness.gateway.callsTo('GET /lead/list').length).toBeGreaterThan(listCalls));
      await user.click(within(modal).getByTestId('reprocess-close'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(selectBox(123)).not.toBeChecked();
      expect(screen.getByTestId('reprocess-selected')).toBeDisabled();
    });

    it('reprocesses one lead from its row', async () => {
      harness.gateway.on('POST /lead/reprocess-submissions', () =>
        jsonReply([{ lead_id: 123, status: 'skipped', error: 'Lead is handled' }]),
      );
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
      await user.click(await screen.findByTestId('reprocess-lead-123'));
      const modal = await screen.findByRole('dialog');
      expect(await within(modal).findByTestId('reprocess-result-123')).toHaveTextContent('SkippedLead is handled');
      expect(harness.gateway.callsTo('POST /lead/reprocess-submissions')[0]?.body).toEqual({ lead_ids: [123] });
      // The row click did not open the lead.
      expect(screen.getByTestId('page-title')).toHaveTextContent('Leads');
    });

    it('says "Problem with reprocessing lead" with the server detail when the call fails', async () => {
      harness.gateway.on('POST /lead/reprocess-submissions', () =>
        jsonReply({ detail: 'Service temporarily unavailable, please try again', request_id: 'req-503' }, 503),
      );
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
      await user.click(await screen.findByTestId('reprocess-lead-125'));
      const alert = await within(await screen.findByRole('dialog')).findByTestId('reprocess-error');
      expect(within(alert).getByTestId('reprocess-error-message')).toHaveTextContent(
        'Problem with reprocessing lead: Service temporarily unavailable, please try again',
      );
      expect(alert).toHaveTextContent('req-503');
    });

    it('clears the selection when a filter or the page size changes, not when the page does', async () => {
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
      await screen.findByTestId('lead-row-123');
      await user.click(selectBox(123));
      await user.click(screen.getByTitle('2'));
      await waitFor(() => expect(lastListQuery(harness.gateway.callsTo('GET /lead/list')).page).toBe('2'));
      expect(screen.getByTestId('reprocess-selected-count')).toHaveTextContent('1 selected');

      await user.click(screen.getByText('Include Failed Leads'));
      await waitFor(() =>
        expect(lastListQuery(harness.gateway.callsTo('GET /lead/list'))).toMatchObject({ page: '1', include_failed: 'true' }),
      );
      expect(screen.queryByTestId('reprocess-selected-count')).toBeNull();
      expect(screen.getByTestId('reprocess-selected')).toBeDisabled();

      await user.click(selectBox(123));
      expect(screen.getByTestId('reprocess-selected-count')).toHaveTextContent('1 selected');
      await user.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByRole('combobox'));
      await user.click(await screen.findByText('10 / page'));
      await waitFor(() => expect(lastListQuery(harness.gateway.callsTo('GET /lead/list')).limit).toBe('10'));
      expect(screen.queryByTestId('reprocess-selected-count')).toBeNull();
      expect(selectBox(123)).not.toBeChecked();
    });

    it('shows others the reprocess button disabled, saying it is for admins, and no selection', async () => {
      const teamLead = sampleUser({ user_id: 'u-maja', name: 'Maja Team', roles: ['team-lead'] });
      // The session's user is refreshed from /employee/me, so that answers with the same roles.
      harness.gateway.on('GET /employee/me', () => jsonReply(teamLead));
      const { user } = renderBackoffice('/mortgage/leads', { signedInAs: teamLead });
      await screen.findByTestId('lead-row-123');
      expect(screen.queryByRole('checkbox', { name: /^Select lead/ })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
      expect(screen.queryByTestId('reprocess-selected')).toBeNull();
      expect(screen.getByTestId('reprocess-lead-123')).toBeDisabled();
      await user.hover(screen.getByTestId('reprocess-lead-123-why'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Reprocessing is available only for admins');
    });
  });
});

describe('leads page applicant names', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': () => page([failedLead]),
    // The register knows the main applicant (under another name than the lead's), not the co-applicant.
    'POST /customer/name/by-pni': ({ body }) =>
      (body as { pni: string }).pni === '8112289874'
        ? jsonReply({ customer_id: 42, first_name: 'Anna', last_name: 'Berg' })
        : jsonReply({ detail: 'Customer not found', request_id: 'r' }, 404),
  }));

  it('shows the register name where the personal id belongs to a known customer, linked for customer staff', async () => {
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    const known = await screen.findByTestId('lead-applicant-name-124');
    await waitFor(() => expect(known).toHaveAttribute('data-known', 'true'));
    expect(known).toHaveTextContent('Anna Berg');
    expect(within(known).getByRole('link')).toHaveAttribute('href', '/customers/42');
    const unknown = screen.getByTestId('lead-co-applicant-name-124');
    expect(unknown).toHaveAttribute('data-known', 'false');
    expect(unknown).toHaveTextContent('Olle Svensson');
    // One lookup per personal id.
    expect(harness.gateway.callsTo('POST /customer/name/by-pni')).toHaveLength(2);
  });

  it('shows the name without a link to staff outside the customer register', async () => {
    const advisor = sampleUser({ roles: ['mortgage:advisor'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(advisor));
    renderBackoffice('/mortgage/leads', { signedInAs: advisor });
    const known = await screen.findByTestId('lead-applicant-name-124');
    await waitFor(() => expect(known).toHaveTextContent('Anna Berg'));
    expect(within(known).queryByRole('link')).not.toBeInTheDocument();
  });
});
