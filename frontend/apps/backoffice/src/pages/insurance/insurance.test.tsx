import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Insurance } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Sells insurance (ZakerInsuranceCreate) on the mortgage desk in Sweden. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});
/** An employee without the sales role: reads insurances, sells none. */
const reader = sampleUser({ user_id: 'u-rolf', name: 'Rolf Läsare', roles: [], zoordinates: ['MOSESTFTSA'] });

function sampleInsurance(overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id: 7,
    customer_id: 42,
    insurance_group: 'SAFETY_INSURANCE',
    status: 'INACTIVE',
    substatus: 'WAITING_FOR_CUSTOMER_ACCEPTANCE',
    country: 'SE',
    insured_amount: { minor_units: 500_000, currency: 'SEK' },
    premium: { minor_units: 21_500, currency: 'SEK' },
    product_code: 'TFSE01',
    dateCreated: '2026-11-20T09:30:00Z',
    signupDate: null,
    cancelled_at: null,
    cancel_cause: null,
    mandate: null,
    created_by: 'u-sara',
    email: 'elin@example.se',
    phone_number: '+46701112233',
    ...overrides,
  };
}

const RULES = {
  rules: [
    {
      insurance_group: 'SAFETY_INSURANCE',
      country: 'SE',
      min_amount: 1000,
      max_amount: 10000,
      amount_step: 100,
      default_amount: 3300,
      premium_rate_ppm: 43000,
      customer_can_self_sign_up: false,
    },
    {
      insurance_group: 'LIFE_INSURANCE',
      country: 'SE',
      min_amount: 100000,
      max_amount: 1000000,
      amount_step: 10000,
      default_amount: 500000,
      premium_rate_ppm: 1000,
      customer_can_self_sign_up: true,
    },
  ],
};

const EVENTS = {
  items: [
    {
      event_id: 2,
      event_type: 'EMAIL_SENT',
      actor: 'system',
      detail: { template: 'insurance_offer', to: 'elin@example.se' },
      occurred_at: '2026-11-20T09:31:00Z',
    },
    {
      event_id: 1,
      event_type: 'INSURANCE_CREATED',
      actor: 'u-sara',
      detail: null,
      occurred_at: '2026-11-20T09:30:00Z',
    },
  ],
  page: 1,
  limit: 10,
  total: 2,
};

describe('the insurance desk', () => {
  let current: Insurance;
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(seller),
    'GET /insurance/api/rules': () => jsonReply(RULES),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Elin', last_name: 'Lindqvist' }),
    'POST /insurance/api/create-insurance': () => jsonReply(current),
    'GET /insurance/api/insurance/slim/7': () => jsonReply(current),
    'GET /insurance/api/insurance/7/events': () => jsonReply(EVENTS),
    // Billing has its own tests (billing.test.tsx): nothing billed or raised here.
    'GET /insurance/api/insurance/7/payments': () => jsonReply({ items: [], page: 1, limit: 10, total: 0 }),
    'GET /insurance/api/cancellation-alerts': () => jsonReply({ items: [], page: 1, limit: 5, total: 0 }),
    'GET /insurance/api/insurances': (call) =>
      jsonReply({
        items: [current],
        page: Number(call.query.get('page')),
        limit: Number(call.query.get('limit')),
        total: 60,
      }),
    'GET /insurance/api/cancel-insurance-causes': () =>
      jsonReply({ causes: ['CUSTOMER_REQUEST', 'TOO_EXPENSIVE', 'REGRET', 'OTHER'] }),
  }));

  beforeEach(() => {
    current = sampleInsurance();
  });

  it('sells a safety insurance with the amount chosen and opens it', async () => {
    const { user } = renderBackoffice('/insurance/tf/new', { signedInAs: seller });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New safety insurance');
    await user.type(screen.getByTestId('insurance-new-customer-id'), '42');
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('insurance-new-customer-name')).toHaveTextContent('Elin Lindqvist'));
    // Off the step of 100: refused before it is sent.
    await user.type(screen.getByTestId('insurance-new-amount'), '5050');
    await user.click(screen.getByTestId('insurance-new-submit'));
    expect(await screen.findByText('Choose an amount in steps of 100 kr')).toBeInTheDocument();
    await user.clear(screen.getByTestId('insurance-new-amount'));
    await user.type(screen.getByTestId('insurance-new-amount'), '5000');
    // 5000 kr at 4.3 %: 215 kr a month.
    expect(await screen.findByTestId('insurance-new-premium')).toHaveTextContent(/215\s*kr/);
    await user.click(screen.getByTestId('insurance-new-submit'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /insurance/api/create-insurance')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /insurance/api/create-insurance')[0]?.body).toEqual({
      customer_id: 42,
      insurance_group: 'SAFETY_INSURANCE',
      insured_amount: 5000,
    });
    expect(harness.gateway.callsTo('GET /insurance/api/rules')[0]?.query.get('country')).toBe('SE');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Insurance 7'));
    expect(await screen.findByTestId('insurance-header-status')).toHaveTextContent('Waiting for the customer');
    await settle(harness);
  });

  it('sends no amount when left empty (the default), and a life sum for life insurance', async () => {
    const { user } = renderBackoffice('/insurance/life/new', { signedInAs: seller });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New life insurance');
    expect(await screen.findByText(/in steps of 10\s000\s*kr/)).toBeInTheDocument();
    await user.type(screen.getByTestId('insurance-new-customer-id'), '42');
    await user.click(screen.getByTestId('insurance-new-submit'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /insurance/api/create-insurance')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /insurance/api/create-insurance')[0]?.body).toEqual({
      customer_id: 42,
      insurance_group: 'LIFE_INSURANCE',
      insured_amount: null,
    });
    await settle(harness);
  });

  it('shows a refusal on the field the server names', async () => {
    harness.gateway.on('POST /insurance/api/create-insurance', () =>
      jsonReply({ detail: 'Customer 42 does not exist', field: 'customer_id', request_id: 'r-1' }, 400),
    );
    const { user } = renderBackoffice('/insurance/tf/new', { signedInAs: seller });
    await user.type(await screen.findByTestId('insurance-new-customer-id'), '42');
    await user.click(screen.getByTestId('insurance-new-submit'));
    const field = (await screen.findByText('Customer 42 does not exist')).closest('.ant-form-item');
    expect(field).toHaveTextContent('Customer ID');
    expect(screen.queryByTestId('insurance-new-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('New safety insurance');
    await settle(harness);
  });

  it('lists my insurances in four columns, paged on the server', async () => {
    const { user } = renderBackoffice('/insurance/my', { signedInAs: seller });
    const table = await screen.findByTestId('insurances-table');
    const row = await within(table).findByTestId('insurance-row-7');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Insurance ID', 'Customer', 'Total', 'Status']);
    expect(within(row).getByTestId('insurance-link-7')).toHaveAttribute('href', '/insurance/7');
    expect(within(row).getByTestId('insurance-date-7')).toHaveTextContent('2026-11-20');
    await waitFor(() => expect(within(row).getByTestId('insurance-customer-7')).toHaveTextContent('Elin Lindqvist'));
    expect(within(row).getByTestId('insurance-total-7')).toHaveTextContent(/5\s000\s*kr/);
    expect(within(row).getByTestId('insurance-status-7')).toHaveTextContent('Waiting for the customer');
    const first = harness.gateway.callsTo('GET /insurance/api/insurances')[0]?.query;
    expect([first?.get('mine'), first?.get('page'), first?.get('limit')]).toEqual(['true', '1', '25']);
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/insurances').at(-1)?.query.get('page')).toBe('2'),
    );
    expect(harness.gateway.callsTo('GET /insurance/api/insurances').at(-1)?.query.get('mine')).toBe('true');
    await settle(harness);
  });

  it('opens a row here on a click, in a new tab on a ctrl or middle click', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user } = renderBackoffice('/insurance/my', { signedInAs: seller });
      const row = await screen.findByTestId('insurance-row-7');
      fireEvent.click(within(row).getByTestId('insurance-total-7'), { ctrlKey: true });
      fireEvent(
        within(row).getByTestId('insurance-status-7'),
        new MouseEvent('auxclick', { bubbles: true, button: 1 }),
      );
      expect(open.mock.calls.map(([path, target]) => [path, target])).toEqual([
        ['/insurance/7', '_blank'],
        ['/insurance/7', '_blank'],
      ]);
      expect(screen.getByTestId('page-title')).toHaveTextContent('My insurances');
      await user.click(within(row).getByTestId('insurance-total-7'));
      await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Insurance 7'));
      await settle(harness);
    } finally {
      open.mockRestore();
    }
  });

  it('filters all insurances by status and type', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(reader));
    const { user } = renderBackoffice('/insurance/list', { signedInAs: reader });
    await screen.findByTestId('insurance-row-7');
    // Reads every insurance, sells none.
    expect(screen.queryByTestId('insurance-new')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('insurances-filter-substatus')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Active'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/insurances').at(-1)?.query.get('substatus')).toBe('ACTIVE'),
    );
    await user.click(within(screen.getByTestId('insurances-filter-group')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Life insurance'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/insurances').at(-1)?.query.get('insurance_group')).toBe(
        'LIFE_INSURANCE',
      ),
    );
    expect(harness.gateway.callsTo('GET /insurance/api/insurances').at(-1)?.query.get('mine')).toBeNull();
    await settle(harness);
  });

  it('shows the insurance with its event log', async () => {
    current = sampleInsurance({
      status: 'ACTIVE',
      substatus: 'ACTIVE',
      signupDate: '2026-11-21T10:00:00Z',
      mandate: {
        provider: 'GOCARDLESS',
        reference: 'MD000123',
        provider_status: 'active',
        updated_at: '2026-11-22T08:00:00Z',
      },
    });
    renderBackoffice('/insurance/7', { signedInAs: seller });
    const details = await screen.findByTestId('insurance-details');
    const field = (key: string) => within(details).getByTestId(`insurance-field-${key}`);
    expect(field('number')).toHaveTextContent('7');
    expect(field('group')).toHaveTextContent('Payment protection insurance');
    expect(field('status')).toHaveTextContent('Active');
    await waitFor(() =>
      expect(within(details).getByTestId('insurance-customer-name')).toHaveTextContent('Elin Lindqvist'),
    );
    expect(field('amount')).toHaveTextContent(/5\s000\s*kr/);
    expect(field('premium')).toHaveTextContent(/215\s*kr/);
    expect(field('product')).toHaveTextContent('TFSE01');
    expect(field('created')).toHaveTextContent('2026-11-20');
    expect(field('signed')).toHaveTextContent('2026-11-21');
    expect(field('provider')).toHaveTextContent('GOCARDLESS');
    expect(field('reference')).toHaveTextContent('MD000123');
    expect(field('providerStatus')).toHaveTextContent('active');
    // The seller is the signed-in employee: named.
    expect(field('seller')).toHaveTextContent('Sara Säljare');
    expect(field('email')).toHaveTextContent('elin@example.se');
    expect(field('phone')).toHaveTextContent('+46 70 111 22 33');
    // The seller has no customer register: the name is not a link.
    expect(screen.queryByTestId('insurance-customer-link-page')).not.toBeInTheDocument();

    const events = await screen.findByTestId('insurance-events-table');
    expect(await within(events).findByTestId('insurance-event-type-2')).toHaveTextContent('E-mail sent');
    expect(within(events).getByTestId('insurance-event-type-1')).toHaveTextContent('Insurance created');
    expect(within(events).getByTestId('insurance-event-detail-2')).toHaveTextContent(
      'template: insurance_offer, to: elin@example.se',
    );
    expect(within(events).getByTestId('insurance-event-1')).toHaveTextContent('2026-11-20 10:30:00');
    expect(within(events).getByTestId('insurance-event-1')).toHaveTextContent('Sara Säljare');
    expect(within(events).getByTestId('insurance-event-2')).toHaveTextContent('system');
    const call = harness.gateway.callsTo('GET /insurance/api/insurance/7/events')[0]?.query;
    expect([call?.get('page'), call?.get('limit')]).toEqual(['1', '10']);
    await settle(harness);
  });

  it('links the customer for those who may open the customer register', async () => {
    const admin = sampleUser({ roles: ['kdlt:admin'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(admin));
    renderBackoffice('/insurance/7', { signedInAs: admin });
    expect(await screen.findByTestId('insurance-customer-link-page')).toHaveAttribute('href', '/customers/42');
    await settle(harness);
  });

  it('cancels with a cause and shows the new substatus', async () => {
    harness.gateway.on('PUT /insurance/api/cancel-insurance', () => {
      current = sampleInsurance({
        substatus: 'DISCARDED',
        cancel_cause: 'REGRET',
        cancelled_at: '2026-11-23T12:00:00Z',
      });
      return jsonReply(current);
    });
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-cancel'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Regret (right of withdrawal)'));
    await user.type(within(dialog).getByTestId('insurance-cancel-comment'), 'Changed her mind');
    await user.click(screen.getByTestId('insurance-cancel-confirm'));
    await waitFor(() => expect(harness.gateway.callsTo('PUT /insurance/api/cancel-insurance')).toHaveLength(1));
    expect(harness.gateway.callsTo('PUT /insurance/api/cancel-insurance')[0]?.body).toEqual({
      insurance_id: 7,
      cause: 'REGRET',
      comment: 'Changed her mind',
    });
    await waitFor(() => expect(screen.getByTestId('insurance-header-status')).toHaveTextContent('Discarded'));
    expect(screen.getByTestId('insurance-field-cause')).toHaveTextContent('Regret (right of withdrawal)');
    expect(screen.getByTestId('insurance-cancel')).toBeDisabled();
    expect(screen.getByTestId('insurance-cancel-blocked')).toHaveTextContent('The insurance has ended');
    await settle(harness);
  });

  it('does not offer cancelling an insurance that has ended or is ending', async () => {
    current = sampleInsurance({ status: 'INACTIVE', substatus: 'CANCELED', cancel_cause: 'TOO_EXPENSIVE' });
    const { unmount } = renderBackoffice('/insurance/7', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-cancel')).toBeDisabled();
    expect(screen.getByTestId('insurance-cancel-blocked')).toHaveTextContent('The insurance has ended');
    await settle(harness);
    unmount();
    current = sampleInsurance({ status: 'ACTIVE', substatus: 'PENDING_CANCELLATION' });
    renderBackoffice('/insurance/7', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-cancel')).toBeDisabled();
    expect(screen.getByTestId('insurance-cancel-blocked')).toHaveTextContent('already being cancelled');
    await settle(harness);
  });

  it('gives the customer link as the encrypted id on My Pages’ terms path', async () => {
    harness.gateway.on('GET /insurance/api/insurance/encrypted_id', () =>
      jsonReply({ encrypted_insurance_id: 'enc-AbC_123', expires_at: '2026-12-20T09:30:00Z' }),
    );
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-customer-link'));
    expect(await screen.findByTestId('insurance-customer-link-id')).toHaveTextContent('enc-AbC_123');
    expect(screen.getByTestId('insurance-customer-link-path')).toHaveTextContent('/insurance/terms?id=enc-AbC_123');
    expect(harness.gateway.callsTo('GET /insurance/api/insurance/encrypted_id')[0]?.query.get('insurance_id')).toBe(
      '7',
    );
    await settle(harness);
  });

  it('e-mails the customer the link while the insurance waits for them, and tells where it went', async () => {
    harness.gateway.on('POST /insurance/api/resend-invitation-email', () =>
      jsonReply({
        sent_to: 'elin@example.se',
        sent_at: '2026-11-20T09:35:00Z',
        link_expires_at: '2026-12-20T09:35:00Z',
      }),
    );
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-email-link'));
    expect(await screen.findByText('The link was e-mailed to elin@example.se')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /insurance/api/resend-invitation-email')[0]?.body).toEqual({
      insurance_id: 7,
    });
    await settle(harness);
  });

  it('does not offer the e-mail once the customer has accepted', async () => {
    current = sampleInsurance({ substatus: 'WAITING_FOR_BANK' });
    renderBackoffice('/insurance/7', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-email-link')).toBeDisabled();
    await settle(harness);
  });

  it('shows the not-found page for an unknown insurance, and leads a legacy link to the insurance', async () => {
    harness.gateway.on('GET /insurance/api/insurance/slim/8', () =>
      jsonReply({ detail: 'Not found', request_id: 'r-2' }, 404),
    );
    const { unmount } = renderBackoffice('/insurance/8', { signedInAs: seller });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    await settle(harness);
    unmount();
    renderBackoffice('/insurance/_/7', { signedInAs: seller });
    expect(await screen.findByTestId('legacy-redirect-target')).toHaveTextContent('/insurance/7');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Insurance 7'), { timeout: 3000 });
    await settle(harness);
  });

  it('offers the sale forms to sellers only, accident insurance in Sweden only', async () => {
    const { user, unmount } = renderBackoffice('/insurance/list', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-new'));
    expect(await screen.findByTestId('insurance-new-SAFETY_INSURANCE')).toHaveAttribute('href', '/insurance/tf/new');
    expect(screen.getByTestId('insurance-new-ACCIDENT_INSURANCE')).toHaveAttribute('href', '/insurance/accident/new');
    expect(screen.getByTestId('insurance-new-LIFE_INSURANCE')).toHaveAttribute('href', '/insurance/life/new');
    expect(screen.getByTestId('menu-my-insurances')).toHaveAttribute('href', '/insurance/my');
    await settle(harness);
    unmount();
    harness.gateway.on('GET /employee/me', () => jsonReply(reader));
    renderBackoffice('/insurance/tf/new', { signedInAs: reader });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.getByTestId('menu-insurances')).toHaveAttribute('href', '/insurance/list');
    expect(screen.queryByTestId('menu-my-insurances')).not.toBeInTheDocument();
    await settle(harness);
  });
});
