import { screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@zrm/api';
import { jsonReply, sampleApplication, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const application = sampleApplication;

const advisor = sampleUser({ roles: ['mortgage:advisor'], zoordinates: ['MOSESTFTSA'] });

describe('applications table', () => {
  let rows: Application[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'POST /application/search2': (call: RecordedCall) =>
      jsonReply({ items: rows, page: Number(call.query.get('page')), limit: Number(call.query.get('limit')) }),
  }));
  beforeEach(() => {
    rows = [
      application(),
      application({
        application_id: 'MONO1002',
        country: 'NO',
        status: 'DEACTIVATED',
        substatus: 'OFFERED',
        loan: { loan_purpose: 'BUY', mortgage_loan_amount: null },
        applicants: [{ role: 'MAIN_APPLICANT', customer_id: 8, customer: { first_name: 'Kari', last_name: 'Nordmann', pni: null } }],
      }),
    ];
  });

  it('shows the spec columns: id with date, applicants, method, total, badges', async () => {
    renderBackoffice('/mortgage/applications', { signedInAs: advisor });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Applications');
    const first = await screen.findByTestId('application-row-MOSE1001');
    expect(first).toHaveTextContent('2025-03-01 10:30:00');
    expect(within(first).getByTestId('application-applicants-MOSE1001')).toHaveTextContent('Anna Svensson');
    expect(within(first).getByTestId('application-applicants-MOSE1001')).toHaveTextContent('Co-applicant: Olle Svensson');
    expect(first).toHaveTextContent('Move');
    expect(first).toHaveTextContent(/2\s500\s000\s*kr/);
    expect(within(first).getByTestId('application-substatus-MOSE1001')).toHaveAttribute('data-tone', 'warning');
    expect(within(first).getByTestId('application-status-MOSE1001')).toHaveAttribute('data-tone', 'success');
    const second = screen.getByTestId('application-row-MONO1002');
    expect(second).toHaveTextContent('Buy');
    expect(within(second).getByTestId('application-status-MONO1002')).toHaveAttribute('data-tone', 'error');
    // Total "-" without an amount.
    const cells = within(second).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[3]).toBe('-');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('filters on the server from page 1, and says "of more" while pages come back full', async () => {
    rows = Array.from({ length: 5 }, (_, index) => application({ application_id: `MOSE${2000 + index}` }));
    const { user } = renderBackoffice('/mortgage/applications?limit=5&page=3', { signedInAs: advisor });
    expect(await screen.findByText('11–15 of more')).toBeInTheDocument();
    await user.click(screen.getByTestId('filter-unassigned'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('POST /application/search2').at(-1)?.body).toEqual({
        mine: false,
        statuses: [],
        substatuses: [],
        unassigned_only: true,
      }),
    );
    expect(Object.fromEntries(harness.gateway.callsTo('POST /application/search2').at(-1)?.query ?? [])).toEqual({
      page: '1',
      limit: '5',
    });
  });

  it('lists only mine in mine-only mode, without the unassigned filter', async () => {
    renderBackoffice('/mortgage/my_applications', { signedInAs: advisor });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My applications');
    await settle(harness);
    expect(screen.queryByTestId('filter-unassigned')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /application/search2').at(-1)?.body).toMatchObject({ mine: true, unassigned_only: false });
    expect(screen.getByTestId('menu-my-applications')).toBeInTheDocument();
  });
});

describe('application page', () => {
  let current: Application;
  let comments: { comment_id: number; author: string; author_name: string; comment: string; created_at: string }[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'POST /application/get': () => jsonReply(current),
    'GET /application/comment/MOSE1001': () => jsonReply({ items: comments, total: comments.length, page: 1, limit: 25 }),
    'POST /application/comment/MOSE1001': (call) => {
      const added = {
        comment_id: comments.length + 1,
        author: 'u-erik',
        author_name: 'Erik Lind',
        comment: (call.body as { comment: string }).comment,
        created_at: '2025-03-02T09:30:00Z',
      };
      comments = [added, ...comments];
      return jsonReply(added, 201);
    },
    'GET /application/get_app_events/MOSE1001': () =>
      jsonReply({
        items: [
          {
            event_id: 2,
            kind: 'updated',
            actor: 'u-erik',
            actor_name: 'Erik Lind',
            at: '2025-03-01T09:40:00Z',
            detail: { mortgage_loan_amount: { old: 2000000, new: 2500000 } },
          },
          { event_id: 1, kind: 'created', actor: 'u-erik', actor_name: 'Erik Lind', at: '2025-03-01T09:30:00Z', detail: {} },
        ],
        total: 1,
        page: 1,
        limit: 25,
      }),
  }));
  beforeEach(() => {
    comments = [];
    current = application({
      applicants: [
        { role: 'MAIN_APPLICANT', customer_id: 7, customer: { first_name: 'Anna', last_name: 'Svensson', pni: '19811228-9874' } },
      ],
    });
  });

  it('shows applicants with personal ids, the loan and the history, and moves the substatus with the version read', async () => {
    harness.gateway.on('POST /application/update/MOSE1001', (call) => {
      const body = call.body as { version: number; substatus: string };
      if (body.version !== 1) return jsonReply({ detail: 'stale', request_id: 'r' }, 409);
      current = { ...current, version: 2, substatus: 'COMPLETE' };
      return jsonReply({ ...current, applicants: current.applicants.map((a) => ({ ...a, customer: { ...a.customer, pni: null } })) });
    });
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    expect(await screen.findByTestId('applicant-0')).toHaveTextContent('Anna Svensson · 19811228-9874');
    expect(screen.getByTestId('application-amount')).toHaveTextContent(/2\s500\s000\s*kr/);
    expect(await screen.findByTestId('history-1')).toHaveTextContent('by Erik Lind');
    expect(screen.getByTestId('history-change-2')).toHaveTextContent('mortgage_loan_amount: 2000000 → 2500000');
    expect(screen.queryByTestId('move-to-OFFERED')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('move-to-COMPLETE'));
    await waitFor(() => expect(screen.getByTestId('application-substatus')).toHaveTextContent('COMPLETE'));
    expect(harness.gateway.callsTo('POST /application/update/MOSE1001')[0]?.body).toEqual({ version: 1, substatus: 'COMPLETE' });
    // The personal ids shown stay after the change (its answer carries names only).
    expect(screen.getByTestId('applicant-0')).toHaveTextContent('19811228-9874');
    expect(screen.getByTestId('move-to-OFFERED')).toBeInTheDocument();
  });

  it('edits the loan with the version read and shows a stale refusal in the dialog', async () => {
    harness.gateway.on('POST /application/update/MOSE1001', (call) => {
      const body = call.body as { version: number; loan_purpose: 'BUY'; mortgage_loan_amount: number };
      if (body.mortgage_loan_amount === 1) {
        return jsonReply({ detail: 'The application was changed by someone else since you opened it', request_id: 'r' }, 409);
      }
      current = { ...current, version: 2, loan: { loan_purpose: body.loan_purpose, mortgage_loan_amount: body.mortgage_loan_amount } };
      return jsonReply(current);
    });
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    await user.click(await screen.findByTestId('loan-edit'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Buy'));
    await user.clear(screen.getByTestId('loan-amount'));
    await user.type(screen.getByTestId('loan-amount'), '1');
    await user.click(screen.getByTestId('loan-save'));
    expect(await within(dialog).findByText(/changed by someone else/)).toBeInTheDocument();
    await user.clear(screen.getByTestId('loan-amount'));
    await user.type(screen.getByTestId('loan-amount'), '2750000');
    await user.click(screen.getByTestId('loan-save'));
    await waitFor(() => expect(screen.getByTestId('application-amount')).toHaveTextContent(/2\s750\s000\s*kr/));
    expect(screen.getByTestId('application-purpose')).toHaveTextContent('Buy');
    expect(harness.gateway.callsTo('POST /application/update/MOSE1001').at(-1)?.body).toEqual({
      version: 1,
      loan_purpose: 'BUY',
      mortgage_loan_amount: 2750000,
    });
  });

  it('shows the incomes with both figures and the country total, and replaces them with the version read', async () => {
    current = application({
      incomes: [{ customer_id: 7, kind: 'SALARY', amount: 38000, yearly_amount: null, monthly: 38000, yearly: 456000, used: 38000 }],
      income_total: 38000,
    });
    harness.gateway.on('POST /application/update/MOSE1001', (call) => {
      const body = call.body as { incomes: { customer_id: number; amount: number | null; yearly_amount: number | null }[] };
      if (body.incomes.some((line) => line.amount === null && line.yearly_amount === null)) {
        return jsonReply({ detail: 'Give the monthly or the yearly amount', field: 'incomes[1].amount', request_id: 'r' }, 400);
      }
      current = {
        ...current,
        version: 2,
        incomes: [
          ...current.incomes,
          { customer_id: 7, kind: 'SALARY', amount: null, yearly_amount: 120000, monthly: 10000, yearly: 120000, used: 10000 },
        ],
        income_total: 48000,
      };
      return jsonReply(current);
    });
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    const incomes = await screen.findByTestId('incomes');
    expect(incomes).toHaveTextContent('Anna Svensson');
    expect(incomes).toHaveTextContent('Salary');
    expect(incomes).toHaveTextContent(/456\s000\s*kr/);
    expect(screen.getByTestId('income-total')).toHaveTextContent(/38\s000\s*kr/);
    expect(incomes).toHaveTextContent('Total a month');

    await user.click(screen.getByTestId('incomes-edit'));
    await user.click(await screen.findByTestId('income-add'));
    await user.click(screen.getByTestId('incomes-save'));
    // A line without either amount is stopped on its monthly field before anything is sent.
    expect(await screen.findByText('Give the monthly or the yearly amount')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /application/update/MOSE1001')).toHaveLength(0);
    await user.type(screen.getByTestId('income-yearly-1'), '120000');
    await user.click(screen.getByTestId('incomes-save'));
    await waitFor(() => expect(screen.getByTestId('income-total')).toHaveTextContent(/48\s000\s*kr/));
    expect(harness.gateway.callsTo('POST /application/update/MOSE1001').at(-1)?.body).toEqual({
      version: 1,
      incomes: [
        { customer_id: 7, kind: 'SALARY', amount: 38000, yearly_amount: null },
        { customer_id: 7, kind: 'SALARY', amount: null, yearly_amount: 120000 },
      ],
    });
  });

  it('duplicates the application after a confirmation and opens the copy', async () => {
    harness.gateway.on('POST /application/duplicate', () => {
      current = application({ application_id: 'MOSE1002' });
      return jsonReply(current, 201);
    });
    harness.gateway.on('GET /application/get_app_events/MOSE1002', () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }));
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    await user.click(await screen.findByTestId('application-duplicate'));
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/duplicate')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/duplicate')[0]?.body).toEqual({ application_id: 'MOSE1001' });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('MOSE1002'));
  });

  it('adds a comment, trimmed, and lists it by name', async () => {
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('comment-add'));
    expect(await screen.findByText('Write a comment first')).toBeInTheDocument();
    await user.type(screen.getByTestId('comment-text'), '  Payslips arrive tomorrow ');
    await user.click(screen.getByTestId('comment-add'));
    expect(await screen.findByTestId('comment-1')).toHaveTextContent('Payslips arrive tomorrow');
    expect(screen.getByTestId('comment-1')).toHaveTextContent('by Erik Lind');
    expect(harness.gateway.callsTo('POST /application/comment/MOSE1001')[0]?.body).toEqual({
      comment: 'Payslips arrive tomorrow',
    });
  });

  it('leads a legacy link to the application, saying where', async () => {
    renderBackoffice('/mortgage/_application/MOSE1001', { signedInAs: advisor });
    expect(await screen.findByTestId('legacy-redirect')).toHaveTextContent('You will be redirected to');
    expect(screen.getByTestId('legacy-redirect')).toHaveTextContent('/mortgage/application/MOSE1001');
    expect(await screen.findByTestId('applicant-0', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says when the application does not exist', async () => {
    harness.gateway.on('POST /application/get', () => jsonReply({ detail: 'Application not found', request_id: 'r' }, 404));
    renderBackoffice('/mortgage/application/MONO77', { signedInAs: advisor });
    expect(await screen.findByText('Application MONO77 was not found')).toBeInTheDocument();
  });
});
