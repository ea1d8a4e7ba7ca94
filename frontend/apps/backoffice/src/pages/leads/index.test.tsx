import { screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@zrm/api';
import { jsonReply, sampleLead, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const failedLead = sampleLead({
  lead_id: 124,
  created_at: '2025-07-01T08:00:00Z',
  source: null,
  create_source: { type: 'affiliate_api', error: 'Applicant pni failed the credit check' },
  data: {
    applicant: { pni: '8112289874', first_name: 'Anna', last_name: 'Svensson' },
    co_applicant: { pni: '198501012383', first_name: 'Olle', last_name: 'Svensson' },
  },
  handled: true,
  assignee: { user_id: 'u-erik', name: 'Erik Sales' },
  next_meeting: { handler_name: 'Maja Team', meeting_start: '2030-01-02T09:00:00Z' },
});

function page(items: Lead[], total = items.length, limit = 25) {
  return jsonReply({ items, total, page: 1, limit });
}

const lastListQuery = (calls: RecordedCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

describe('leads page', () => {
  let leads: Lead[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': ({ query }) => page(leads, 60, Number(query.get('limit'))),
  }));
  beforeEach(() => {
    leads = [sampleLead(), failedLead];
  });

  it('lists leads with the spec columns, formatted', async () => {
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    const first = await screen.findByTestId('lead-row-123');
    expect(within(first).getByTestId('lead-link-123')).toHaveTextContent('123');
    expect(first).toHaveTextContent('2025-03-01 10:30:00'); // 09:30Z in Stockholm (winter)
    expect(first).toHaveTextContent('ONLINE_LEAD');
    expect(within(first).getByTestId('lead-applicants-123')).toHaveTextContent('19811228-9874 Anna Svensson');
    expect(within(first).getByTestId('lead-handled-123')).toHaveTextContent('Not handled yet');
    expect(within(first).getByTestId('lead-assignee-123')).toHaveTextContent('Unassigned');

    const second = screen.getByTestId('lead-row-124');
    expect(second).toHaveTextContent('affiliate_api');
    expect(within(second).getByTestId('lead-source-error-124')).toHaveAttribute('aria-label', 'The lead was created with an error');
    expect(within(second).getByTestId('lead-applicants-124')).toHaveTextContent(
      '19811228-9874 Anna SvenssonCo-applicant: 19850101-2383 Olle Svensson',
    );
    expect(second).toHaveTextContent('Maja Team');
    expect(second).toHaveTextContent('2030-01-02 10:00:00');
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
    await user.click(within(await screen.findByTestId('lead-row-123')).getByText('ONLINE_LEAD'));
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
});
