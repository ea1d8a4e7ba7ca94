import { screen, waitFor, within } from '@testing-library/react';
import type { BankApplicationRow } from '@zrm/api';
import { jsonReply, mockGateway, type MockGateway } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';

import { renderPortal, samplePartner } from '../../testing';

const partner = samplePartner([
  { country: 'SE', product: 'mortgage', bank_id: 1 },
  { country: 'NO', product: 'mortgage', bank_id: 22 },
]);

function row(overrides: Partial<BankApplicationRow> = {}): BankApplicationRow {
  return {
    application_id: 'MOSE1001',
    date_created: '2026-11-20T09:30:00Z',
    country: 'SE',
    applicants: [
      { role: 'MAIN_APPLICANT', customer: { first_name: 'Anna', last_name: 'Svensson' } },
      { role: 'CO_APPLICANT', customer: { first_name: 'Olle', last_name: 'Svensson' } },
    ],
    loan: { mortgage_loan_amount: 2_500_000 },
    bank_status: 'NEW',
    ...overrides,
  };
}


describe('the Mortgages list of the bank', () => {
  let gateway: MockGateway;
  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
    gateway = mockGateway();
  });
  afterEach(() => gateway.restore());

  it('lists the chosen bank’s applications with names, total and status, page from 0', async () => {
    gateway.on('POST /bank/applications', () =>
      jsonReply({ items: [row(), row({ application_id: 'MOSE1002', loan: { mortgage_loan_amount: null }, bank_status: 'CANCELLED' })], page: 0, limit: 25 }),
    );
    renderPortal('/bank', partner);
    const table = await screen.findByTestId('bank-applications');
    const first = await within(table).findByTestId('bank-row-MOSE1001');
    expect(first).toHaveTextContent('MOSE1001');
    expect(first).toHaveTextContent('2026-11-20');
    expect(first).toHaveTextContent('Anna Svensson');
    expect(first).toHaveTextContent('Olle Svensson');
    expect(first).toHaveTextContent('2 500 000 kr');
    expect(within(first).getByTestId('bank-status-MOSE1001')).toHaveAttribute('data-tone', 'warning');
    expect(within(first).getByTestId('bank-status-MOSE1001')).toHaveTextContent('New');
    const second = within(table).getByTestId('bank-row-MOSE1002');
    expect(second).toHaveTextContent('-');
    // A status the portal does not know is shown raw.
    expect(within(second).getByTestId('bank-status-MOSE1002')).toHaveTextContent('CANCELLED');
    expect(gateway.callsTo('POST /bank/applications')[0]?.body).toEqual({
      country: 'SE',
      product: 'mortgage',
      bank_statuses: [],
      page: 0,
      limit: 25,
    });
  });

  it('filters by status and works on the bank chosen in the account menu', async () => {
    gateway.on('POST /bank/applications', () => jsonReply({ items: [], page: 0, limit: 25 }));
    const user = renderPortal('/bank?status=ONGOING', partner);
    await waitFor(() => expect(gateway.callsTo('POST /bank/applications')).toHaveLength(1));
    expect(gateway.callsTo('POST /bank/applications')[0]?.body).toMatchObject({ bank_statuses: ['ONGOING'] });
    expect(await screen.findByText('No applications')).toBeInTheDocument();

    await user.click(screen.getByTestId('account-menu'));
    expect(await screen.findByTestId('device-id')).toHaveTextContent(/Device id: [0-9a-f-]{36}/);
    await user.click(await screen.findByTestId('bank-choice-NO:mortgage'));
    await waitFor(() => expect(gateway.callsTo('POST /bank/applications')).toHaveLength(2));
    expect(gateway.callsTo('POST /bank/applications')[1]?.body).toMatchObject({ country: 'NO', bank_statuses: ['ONGOING'] });
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Norway · Mortgage');
  });

  it('searches the bank’s applications by an applicant (Enter), not for one character, and clears back', async () => {
    gateway.on('POST /bank/applications', () => jsonReply({ items: [row()], page: 0, limit: 25 }));
    const user = renderPortal('/bank?page=2', partner);
    await waitFor(() => expect(gateway.callsTo('POST /bank/applications')).toHaveLength(1));
    const box = within(screen.getByTestId('bank-search')).getByRole('searchbox');
    await user.type(box, 'S{Enter}');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(gateway.callsTo('POST /bank/applications')).toHaveLength(1);
    await user.type(box, 'vensson{Enter}');
    await waitFor(() =>
      expect(gateway.callsTo('POST /bank/applications').at(-1)?.body).toMatchObject({ search: 'Svensson', page: 0 }),
    );
    await user.clear(box);
    await waitFor(() => expect(gateway.callsTo('POST /bank/applications').at(-1)?.body).not.toHaveProperty('search'));
  });

  it('says so when the applications cannot be fetched', async () => {
    gateway.on('POST /bank/applications', () => jsonReply({ detail: 'core is unavailable', request_id: 'req-1' }, 503));
    renderPortal('/bank', partner);
    expect(await screen.findByTestId('bank-list-error')).toHaveTextContent('Failed to fetch applications.');
  });
});
