import { act, screen, waitFor, within } from '@testing-library/react';
import type { InsuranceSearchHit } from '@zrm/api';
import { jsonReply, sampleApplication, sampleCustomer, sampleLead, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../testing';

const admin = sampleUser({ roles: ['admin'], zoordinates: ['MOSESTFTSA'] });
const advisor = sampleUser({ user_id: 'u-bo', name: 'Bo Advisor', roles: [], zoordinates: ['MOSESTFTSA'] });
const cardAdvisor = sampleUser({ user_id: 'u-cc', name: 'Cia Card', roles: [], zoordinates: ['CCSESTFTSA'] });
/** On the insurance desk: a life-insurance coordinate of department KH. */
const insuranceAdvisor = sampleUser({ user_id: 'u-kh', name: 'Karl Försäkring', roles: [], zoordinates: ['LISESTFTKH'] });

function insuranceHit(insurance_id: number, overrides: Partial<InsuranceSearchHit> = {}): InsuranceSearchHit {
  return {
    insurance_id,
    signupDate: '2026-10-21T10:00:00Z',
    dateCreated: '2026-10-20T09:30:00Z',
    country: 'SE',
    customer: { customer_id: 42, first_name: 'Tove', last_name: 'Lindqvist', pni: '198112289874' },
    insurance_group: 'SAFETY_INSURANCE',
    insured_amount: { minor_units: 500_000, currency: 'SEK' },
    premium: { minor_units: 32_500, currency: 'SEK' },
    status: 'ACTIVE',
    substatus: 'ACTIVE',
    ...overrides,
  };
}

const leadPage = { items: [sampleLead({ handled: true, data: { applicant: { pni: '198112289874', first_name: 'Anna', last_name: 'Svensson' }, co_applicant: { pni: '198001011234', first_name: 'Per', last_name: 'Svensson' } } })], total: 1, page: 1, limit: 10 };

describe('global search', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/search/Svensson': () => jsonReply(leadPage),
    'GET /application/search/Svensson': () =>
      jsonReply({ items: [sampleApplication()], total: 1, page: 1, limit: 10, more_people: true }),
    'GET /lead/search/Anna': () => jsonReply(leadPage),
    'GET /lead/search/Larsson': () =>
      jsonReply({ ...leadPage, total: 1000, total_is_lower_bound: true }),
    'POST /employee/search': () => jsonReply({ items: [sampleUser()], total: 1, page: 1, limit: 10 }),
    'POST /customer/search': () => jsonReply({ items: [sampleCustomer()], total: 1, page: 1, limit: 10 }),
    'GET /insurance/api/search': () =>
      jsonReply({
        items: [
          insuranceHit(100_002, {
            signupDate: null,
            insurance_group: 'LIFE_INSURANCE',
            insured_amount: { minor_units: 10_000_000, currency: 'SEK' },
            status: 'INACTIVE',
            substatus: 'WAITING_FOR_CUSTOMER_ACCEPTANCE',
          }),
          insuranceHit(100_001),
        ],
        total: 2,
        page: 1,
        limit: 10,
        more_people: false,
      }),
  }));

  afterEach(() => {
    jest.useRealTimers();
    // The customer lookup reason is remembered for the tab: each test starts without one.
    window.sessionStorage.clear();
  });

  /** GET /employee/me refreshes the signed-in user: it must answer with the same person. */
  function signIn(as: typeof admin) {
    harness.gateway.on('GET /employee/me', () => jsonReply(as));
    return { signedInAs: as };
  }

  async function openDrawer(user: ReturnType<typeof renderBackoffice>['user']) {
    await user.click(await screen.findByTestId('open-search'));
    return screen.findByTestId('search-drawer');
  }

  it('shows an admin every tab: mortgages, leads, internal users and customers', async () => {
    const { user } = renderBackoffice('/notifications', signIn(admin));
    await openDrawer(user);
    expect(screen.getByTestId('search-tab-mortgages')).toHaveTextContent('Mortgages');
    expect(screen.getByTestId('search-tab-leads')).toHaveTextContent('Leads');
    expect(screen.getByTestId('search-tab-internal-users')).toHaveTextContent('Internal users');
    expect(screen.getByTestId('search-tab-customers')).toHaveTextContent('Customers');
    // Insurances need a department KH coordinate, whatever the roles.
    expect(screen.queryByTestId('search-tab-insurances')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('shows an advisor without roles on the mortgage desk only the mortgages and leads tabs', async () => {
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    expect(screen.getByTestId('search-tab-mortgages')).toBeInTheDocument();
    expect(screen.getByTestId('search-tab-leads')).toBeInTheDocument();
    expect(screen.queryByTestId('search-tab-internal-users')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-tab-customers')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-tab-insurances')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('shows the insurances tab on a department KH coordinate only', async () => {
    const { user } = renderBackoffice('/notifications', signIn(insuranceAdvisor));
    await openDrawer(user);
    expect(screen.getByTestId('search-tab-insurances')).toHaveTextContent('Insurances');
    expect(screen.queryByTestId('search-tab-mortgages')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-tab-leads')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-no-permissions')).not.toBeInTheDocument();
    await settle(harness);
  });


  it('finds insurances as the list shows them, and a hit opens the insurance', async () => {
    const { user } = renderBackoffice('/notifications', signIn(insuranceAdvisor));
    await openDrawer(user);
    await user.type(screen.getByTestId('search-input'), '811228-9874{Enter}');
    const signed = await screen.findByTestId('search-hit-100001');
    expect(harness.gateway.callsTo('GET /insurance/api/search')[0]?.query.get('q')).toBe('811228-9874');
    expect(harness.gateway.callsTo('GET /insurance/api/search')[0]?.query.get('limit')).toBe('10');
    expect(signed).toHaveAttribute('href', '/insurance/100001');
    expect(signed).toHaveTextContent('2026-10-21');
    expect(signed).toHaveTextContent('Tove Lindqvist');
    expect(signed).toHaveTextContent('19811228-9874');
    expect(signed).toHaveTextContent(/5\s000\s*kr/);
    expect(signed).toHaveTextContent('Active');
    // Not signed yet: the creation date, and the customer's acceptance awaited.
    const waiting = screen.getByTestId('search-hit-100002');
    expect(waiting).toHaveAttribute('href', '/insurance/100002');
    expect(waiting).toHaveTextContent('2026-10-20');
    expect(within(waiting).getByTitle('Created; the customer has not signed yet')).toBeInTheDocument();
    expect(waiting).toHaveTextContent(/100\s000\s*kr/);
    expect(waiting).toHaveTextContent('Waiting for the customer');
    const results = screen.getByTestId('search-results');
    expect(within(results).getAllByRole('listitem').map((hit) => hit.getAttribute('href'))).toEqual([
      '/insurance/100002',
      '/insurance/100001',
    ]);
    await user.click(signed);
    await waitFor(() => expect(screen.queryByTestId('search-input')).not.toBeInTheDocument());
    await settle(harness);
  });

  it('says so when no tab is allowed, also on /searcher', async () => {
    renderBackoffice('/searcher', signIn(cardAdvisor));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Search');
    expect(screen.getByText('You have no permissions needed to use any search option')).toBeInTheDocument();
    expect(screen.queryByTestId('search-input')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('sends one request 300 ms after quick typing, and none for too short text', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    await user.click(screen.getByTestId('search-tab-leads'));
    await user.type(screen.getByTestId('search-input'), 'S');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByTestId('search-input'), 'vensson');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(harness.gateway.callsTo('GET /lead/search/Svensson')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(harness.gateway.callsTo('GET /lead/search/Svensson')).toHaveLength(1));
    expect(harness.gateway.callsTo('GET /lead/search/Svensson')[0]?.query.get('page')).toBe('1');
    const hit = await screen.findByTestId('search-hit-123');
    expect(hit).toHaveTextContent('Anna Svensson & Per Svensson');
    expect(hit).toHaveTextContent('19811228-9874');
    expect(hit).toHaveTextContent('2025-03-01');
    expect(hit).toHaveTextContent('Handled');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    // Only the finished texts were asked for: nothing for "S", one request for the rest.
    expect(harness.gateway.calls.filter((call) => call.path.startsWith('/lead/search/'))).toHaveLength(1);
  });

  it('searches at once on Enter, and a hit opens its page and closes the drawer', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    harness.gateway.on('GET /lead/get/123', () => jsonReply(sampleLead()));
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    await user.click(screen.getByTestId('search-tab-leads'));
    await user.type(screen.getByTestId('search-input'), 'Anna{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(harness.gateway.callsTo('GET /lead/search/Anna')).toHaveLength(1);
    const hit = await screen.findByTestId('search-hit-123');
    expect(hit).toHaveAttribute('href', '/mortgage/lead/123');
    await user.click(hit);
    await waitFor(() => expect(screen.queryByTestId('search-input')).not.toBeInTheDocument());
    expect(await screen.findByTestId('lead-details', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('finds the applications of the people a text names on the mortgages tab', async () => {
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    await user.type(screen.getByTestId('search-input'), 'Svensson{Enter}');
    const hit = await screen.findByTestId('search-hit-MOSE1001');
    expect(hit).toHaveAttribute('href', '/mortgage/application/MOSE1001');
    expect(hit).toHaveTextContent('Anna Svensson & Olle Svensson');
    expect(hit).toHaveTextContent('2025-03-01');
    expect(hit).toHaveTextContent('ACTIVE');
    expect(screen.getByTestId('search-more-people')).toHaveTextContent('showing the applications of the newest 200');
    expect(harness.gateway.callsTo('GET /application/search/Svensson')[0]?.query.get('limit')).toBe('10');
    await settle(harness);
  });

  it('says when a name matches more than the search counts, and pages through what it counted', async () => {
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    await user.click(screen.getByTestId('search-tab-leads'));
    await user.type(screen.getByTestId('search-input'), 'Svensson{Enter}');
    await screen.findByTestId('search-hit-123');
    expect(screen.queryByTestId('search-many-matches')).not.toBeInTheDocument();

    await user.clear(screen.getByTestId('search-input'));
    await user.type(screen.getByTestId('search-input'), 'Larsson{Enter}');
    expect(await screen.findByTestId('search-many-matches')).toHaveTextContent(
      'More than 1000 match. Type more of the name to narrow the search.',
    );
    // The simple pager: page 1 (its input) of the 100 pages of ten counted.
    expect(screen.getByTestId('search-drawer')).toHaveTextContent('/100');
    await settle(harness);
  });

  it('opens the drawer on Ctrl+K and on Cmd+K', async () => {
    const { user } = renderBackoffice('/notifications', signIn(admin));
    await screen.findByTestId('open-search');
    expect(screen.queryByTestId('search-input')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByTestId('search-input')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('search-input')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByTestId('search-input')).toBeInTheDocument();
    await settle(harness);
  });

  it('searches internal users and customers (by the chosen key, whole value and a reason)', async () => {
    const { user } = renderBackoffice('/notifications', signIn(admin));
    await openDrawer(user);
    await user.click(screen.getByTestId('search-tab-internal-users'));
    await user.type(screen.getByTestId('search-input'), 'anna{Enter}');
    const employee = await screen.findByTestId('search-hit-u-anna');
    expect(employee).toHaveTextContent('Anna Online');
    expect(employee).toHaveTextContent('anna.online@zrm.example');
    expect(employee).toHaveAttribute('href', '/internal-users/u-anna');
    expect(harness.gateway.callsTo('POST /employee/search')[0]?.body).toEqual({ text: 'anna', page: 1, limit: 10 });

    await user.click(screen.getByTestId('search-tab-customers'));
    await user.click(within(screen.getByTestId('search-customer-key')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Phone number'));
    await user.clear(screen.getByTestId('search-input'));
    await user.type(screen.getByTestId('search-input'), '+46701234567{Enter}');
    // No customer is looked up before the reason is given.
    expect(await screen.findByTestId('search-reason-required')).toHaveTextContent('Choose why you look the customer up');
    expect(harness.gateway.callsTo('POST /customer/search')).toHaveLength(0);
    await user.click(within(screen.getByTestId('search-customer-reason')).getByRole('combobox'));
    await user.click(await screen.findByTitle('A complaint'));
    const customer = await screen.findByTestId('search-hit-42');
    expect(customer).toHaveAttribute('href', '/customers/42');
    await waitFor(() =>
      expect(harness.gateway.callsTo('POST /customer/search').at(-1)?.body).toEqual({
        key: 'phone_number',
        value: '+46701234567',
        reason: 'COMPLAINT',
      }),
    );

    // A part of a name takes two characters, as on the other tabs.
    await user.click(within(screen.getByTestId('search-customer-key')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Name'));
    await user.clear(screen.getByTestId('search-input'));
    const lookups = harness.gateway.callsTo('POST /customer/search').length;
    await user.type(screen.getByTestId('search-input'), 'L{Enter}');
    expect(await screen.findByTestId('search-too-short')).toHaveTextContent('Type at least 2 characters');
    expect(harness.gateway.callsTo('POST /customer/search')).toHaveLength(lookups);
    await settle(harness);
  });

  it('toasts "Something went wrong with search" with the request id when a search fails', async () => {
    harness.gateway.on('GET /lead/search/Anna', () => jsonReply({ detail: 'down', request_id: 'req-search-1' }, 500));
    const { user } = renderBackoffice('/notifications', signIn(advisor));
    await openDrawer(user);
    await user.click(screen.getByTestId('search-tab-leads'));
    await user.type(screen.getByTestId('search-input'), 'Anna{Enter}');
    expect(await screen.findByText('Something went wrong with search')).toBeInTheDocument();
    expect(screen.getByText('Request ID: req-search-1')).toBeInTheDocument();
  });
});
