import { screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@zrm/api';
import { jsonReply, sampleConsents, sampleCustomer, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const kdltAdmin = sampleUser({ user_id: 'u-jonas', name: 'Jonas Kdlt', roles: ['kdlt:admin'] });
const norwegian = sampleCustomer({
  customer_id: 43,
  country: 'NO',
  pni: '01017012345',
  first_name: 'Kari',
  last_name: 'Nordmann',
  phone_number: '+4741234567',
  email: null,
  blocked_at: '2025-04-01T10:00:00Z',
  block_reason: 'Asked not to be contacted',
});

function page(items: Customer[], total: number, call: RecordedCall) {
  return jsonReply({ items, total, page: Number(call.query.get('page')), limit: Number(call.query.get('limit')) });
}

const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

async function chooseReason(user: ReturnType<typeof renderBackoffice>['user'], label: string) {
  await user.click(within(screen.getByTestId('customer-search-reason')).getByRole('combobox'));
  await user.click(await screen.findByTitle(label));
}

describe('customers page', () => {
  let listed: Customer[] = [];
  let found: Customer[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /customer/list': (call) => page(listed, 60, call),
    'POST /customer/search': (call) => page(found, found.length, call),
  }));
  beforeEach(() => {
    listed = [sampleCustomer(), norwegian];
    found = [];
    // The lookup reason is remembered for the tab: each test starts without one.
    window.sessionStorage.clear();
  });

  it('lists customers newest first with formatted personal ids and phone numbers, 25 a page', async () => {
    renderBackoffice('/customers', { signedInAs: kdltAdmin });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Customers');
    const first = await screen.findByTestId('customer-row-42');
    expect(first).toHaveTextContent('19811228-9874');
    expect(first).toHaveTextContent('Anna');
    expect(first).toHaveTextContent('Svensson');
    expect(first).toHaveTextContent('+46 70 123 45 67');
    expect(first).toHaveTextContent('anna.svensson@example.se');
    const second = screen.getByTestId('customer-row-43');
    expect(second).toHaveTextContent('01017012345');
    expect(second).toHaveTextContent('+47 412 34 567');
    expect(second).toHaveTextContent('Blocked');
    const headers = within(screen.getByTestId('customers-table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['PNI', 'First name', 'Last name', 'Phone', 'E-mail']);
    expect(lastQuery(harness.gateway.callsTo('GET /customer/list'))).toEqual({ page: '1', limit: '25' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const { user } = renderBackoffice('/customers?page=1&limit=10', { signedInAs: kdltAdmin });
    await screen.findByTestId('customer-row-42');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(harness.gateway.callsTo('GET /customer/list'))).toEqual({ page: '2', limit: '10' }));
  });

  it('shows "No data" when there are no customers', async () => {
    listed = [];
    renderBackoffice('/customers', { signedInAs: kdltAdmin });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await settle(harness);
  });

  it('searches by the chosen key and whole value from page 1, and clears back to the list', async () => {
    found = [norwegian];
    const { user } = renderBackoffice('/customers?page=3&limit=10', { signedInAs: kdltAdmin });
    await screen.findByTestId('customer-row-42');
    await user.click(within(screen.getByTestId('customer-search-key')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Phone number'));
    await user.type(screen.getByTestId('customer-search-value'), '  +4741234567 ');
    await chooseReason(user, 'The customer contacted us');
    await user.click(screen.getByTestId('customer-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('customer-row-42')).not.toBeInTheDocument());
    expect(await screen.findByTestId('customer-row-43')).toBeInTheDocument();
    const search = harness.gateway.callsTo('POST /customer/search').at(-1);
    expect(search?.body).toEqual({ key: 'phone_number', value: '+4741234567', reason: 'CUSTOMER_CONTACT' });
    expect(Object.fromEntries(search?.query ?? [])).toEqual({ page: '1', limit: '10' });

    await user.click(screen.getByTestId('customer-search-clear'));
    expect(await screen.findByTestId('customer-row-42')).toBeInTheDocument();
  });

  it('shows a name search that matched more than it counted as "of 1000+"', async () => {
    harness.gateway.on('POST /customer/search', (call) =>
      jsonReply({ items: [norwegian], total: 1000, total_is_lower_bound: true, page: Number(call.query.get('page')), limit: 25 }),
    );
    const { user } = renderBackoffice('/customers', { signedInAs: kdltAdmin });
    await screen.findByTestId('customer-row-42');
    await user.click(within(screen.getByTestId('customer-search-key')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Name'));
    await user.type(screen.getByTestId('customer-search-value'), 'berg');
    await chooseReason(user, 'The customer contacted us');
    await user.click(screen.getByTestId('customer-search-submit'));
    expect(await screen.findByText('1–25 of 1000+')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /customer/search').at(-1)?.body).toEqual({
      key: 'name',
      value: 'berg',
      reason: 'CUSTOMER_CONTACT',
    });
    expect(screen.getByTestId('customer-row-43')).toBeInTheDocument();
  });

  it('says a search needs a value and a reason, and shows "No data" when the whole value matches nobody', async () => {
    const { user } = renderBackoffice('/customers', { signedInAs: kdltAdmin });
    await screen.findByTestId('customer-row-42');
    await user.click(screen.getByTestId('customer-search-submit'));
    expect(await screen.findByText('Enter a value to search for')).toBeInTheDocument();
    expect(await screen.findByText('Choose why you look the customer up')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /customer/search')).toHaveLength(0);
    await user.type(screen.getByTestId('customer-search-value'), '1981122');
    await chooseReason(user, 'A fraud check');
    await user.click(screen.getByTestId('customer-search-submit'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /customer/search').at(-1)?.body).toEqual({
      key: 'pni',
      value: '1981122',
      reason: 'FRAUD_CHECK',
    });
  });

  it('shows the gateway refusal of a search with its request id', async () => {
    harness.gateway.on('POST /customer/search', () =>
      jsonReply({ detail: 'value: not a valid customer id', field: 'value', request_id: 'req-9' }, 400),
    );
    const { user } = renderBackoffice('/customers', { signedInAs: kdltAdmin });
    await screen.findByTestId('customer-row-42');
    await user.click(within(screen.getByTestId('customer-search-key')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Customer ID'));
    await user.type(screen.getByTestId('customer-search-value'), 'abc');
    await chooseReason(user, 'A complaint');
    await user.click(screen.getByTestId('customer-search-submit'));
    expect(await screen.findByTestId('customers-error-message')).toHaveTextContent('value: not a valid customer id');
    expect(screen.getByTestId('customers-error-request-id')).toHaveTextContent('req-9');
  });

  it('opens a customer from the list', async () => {
    harness.gateway.on('POST /customer/get', () => jsonReply(sampleCustomer()));
    harness.gateway.on('POST /customer/consents', () => jsonReply(sampleConsents()));
    const { user } = renderBackoffice('/customers', { signedInAs: kdltAdmin });
    await user.click(await screen.findByTestId('customer-row-42'));
    // The title shows the id until the customer has loaded.
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Anna Svensson'));
    await settle(harness);
  });
});

describe('customers menu', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
  }));

  const signIn = (roles: string[]) => {
    const user = sampleUser({ roles });
    harness.gateway.on('GET /employee/me', () => jsonReply(user));
    return renderBackoffice('/mortgage/leads', { signedInAs: user });
  };

  it('is in the menu for the customer register roles', async () => {
    signIn(['impersonate-customer']);
    expect(await screen.findByTestId('menu-customers')).toHaveTextContent('Customers');
    await settle(harness);
  });

  it('is not in the menu for an advisor without them', async () => {
    signIn(['mortgage:advisor']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    await settle(harness);
    expect(screen.queryByTestId('menu-customers')).not.toBeInTheDocument();
  });
});
