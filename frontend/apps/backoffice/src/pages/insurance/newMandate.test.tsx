import { screen, waitFor, within } from '@testing-library/react';
import type { EmailSent, Insurance, Mandate } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Any employee may get the customer a new direct debit; this one only sells. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});

const LINK = 'https://api.zrm.example/insurance/api/request-new-mandate?id=enc-Mn_42';

function gocardless(overrides: Partial<Mandate> = {}): Mandate {
  return {
    provider: 'GOCARDLESS',
    reference: 'MD000123',
    provider_status: 'cancelled',
    updated_at: '2026-12-01T08:00:00Z',
    ...overrides,
  };
}

/** A Swedish accident insurance whose Autogiro mandate the bank cancelled. */
function withoutDirectDebit(overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id: 7,
    customer_id: 42,
    insurance_group: 'ACCIDENT_INSURANCE',
    status: 'ACTIVE',
    substatus: 'INACTIVE_MANDATE',
    country: 'SE',
    insured_amount: { minor_units: 500_000, currency: 'SEK' },
    premium: { minor_units: 14_500, currency: 'SEK' },
    product_code: 'AISE01',
    dateCreated: '2026-10-20T09:30:00Z',
    signupDate: '2026-10-21T10:00:00Z',
    cancelled_at: null,
    cancel_cause: null,
    mandate: gocardless(),
    created_by: '',
    email: 'per.holm@example.se',
    phone_number: '+46701234567',
    ...overrides,
  };
}

const SENT: EmailSent = {
  email: 'insurance_new_mandate',
  sent_to: 'per.holm@register.example.se',
  sent_at: '2026-12-02T09:00:00Z',
  link_expires_at: '2027-01-01T09:00:00Z',
};

const page = <T,>(items: T[], limit: number) => ({ items, page: 1, limit, total: items.length });

describe('a new direct debit for an insurance without one', () => {
  let insurance: Insurance;
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(seller),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Per', last_name: 'Holm' }),
    'GET /insurance/api/insurance/slim/7': () => jsonReply(insurance),
    'GET /insurance/api/insurance/7/events': () => jsonReply(page([], 10)),
    'GET /insurance/api/insurance/7/payments': () => jsonReply(page([], 10)),
    'GET /insurance/api/cancellation-alerts': () => jsonReply(page([], 5)),
    'POST /insurance/api/request-new-mandate-email': () => jsonReply(SENT),
    // 10:00 in Stockholm on the last day of the year.
    'GET /insurance/api/mandate-link': () => jsonReply({ url: LINK, expires_at: '2026-12-31T09:00:00Z' }),
  }));

  beforeEach(() => {
    insurance = withoutDirectDebit();
  });

  it.each([
    ['the mandate stopped', {}],
    ['the customer never approved the page', { substatus: 'WAITING_FOR_BANK', mandate: gocardless({ reference: '' }) }],
    ['no page was asked for yet', { substatus: 'WAITING_FOR_BANK', mandate: null }],
  ] as const)('offers both actions when %s', async (_when, overrides: Partial<Insurance>) => {
    insurance = withoutDirectDebit(overrides);
    renderBackoffice('/insurance/7', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-new-mandate-email')).toBeEnabled();
    expect(screen.getByTestId('insurance-new-mandate-email')).toHaveTextContent('E-mail a new direct debit link');
    expect(screen.getByTestId('insurance-new-mandate-link')).toHaveTextContent('Direct debit link');
    await settle(harness);
  });

  it.each([
    ['the direct debit is active', { substatus: 'ACTIVE', mandate: gocardless({ provider_status: 'active' }) }],
    ['the bank is still to activate an approved mandate', { substatus: 'WAITING_FOR_BANK', status: 'INACTIVE' }],
    ['the customer has not accepted yet', { substatus: 'WAITING_FOR_CUSTOMER_ACCEPTANCE', mandate: null }],
    ['the insurance has ended', { substatus: 'CANCELED', status: 'INACTIVE', cancel_cause: 'CUSTOMER_REQUEST' }],
  ] as const)('offers neither when %s', async (_when, overrides: Partial<Insurance>) => {
    insurance = withoutDirectDebit(overrides);
    renderBackoffice('/insurance/7', { signedInAs: seller });
    await screen.findByTestId('insurance-header-status');
    expect(screen.getByTestId('insurance-email-link')).toBeInTheDocument();
    expect(screen.queryByTestId('insurance-new-mandate-email')).not.toBeInTheDocument();
    expect(screen.queryByTestId('insurance-new-mandate-link')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('e-mails the customer the link, says where it went and fetches the insurance again', async () => {
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-new-mandate-email'));
    expect(
      await screen.findByText('The link for a new direct debit was e-mailed to per.holm@register.example.se'),
    ).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /insurance/api/request-new-mandate-email')).toHaveLength(1);
    expect(harness.gateway.callsTo('POST /insurance/api/request-new-mandate-email')[0]?.body).toEqual({
      insurance_id: 7,
    });
    // Neither the general resend nor the invitation.
    expect(harness.gateway.callsTo('POST /insurance/api/resend-email')).toHaveLength(0);
    expect(harness.gateway.callsTo('POST /insurance/api/resend-invitation-email')).toHaveLength(0);
    // The e-mail is in the event log: the insurance is read again.
    await waitFor(() => expect(harness.gateway.callsTo('GET /insurance/api/insurance/slim/7')).toHaveLength(2));
    await settle(harness);
  });

  it('shows the service’s refusal as it says it', async () => {
    harness.gateway.on('POST /insurance/api/request-new-mandate-email', () =>
      jsonReply({ detail: 'The customer has no e-mail address; add one on the customer first', request_id: 'r-9' }, 409),
    );
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-new-mandate-email'));
    expect(await screen.findByText('The link for a new direct debit was not e-mailed')).toBeInTheDocument();
    expect(screen.getByText('The customer has no e-mail address; add one on the customer first')).toBeInTheDocument();
    expect(screen.queryByText(/was e-mailed to/)).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /insurance/api/insurance/slim/7')).toHaveLength(1);
    await settle(harness);
  });

  it('shows the link to copy, with the time it stops working', async () => {
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-new-mandate-link'));
    const popover = await screen.findByTestId('insurance-new-mandate-link-popover');
    const url = await within(popover).findByTestId('insurance-new-mandate-link-url');
    expect(url).toHaveTextContent(LINK);
    expect(within(popover).getByTestId('insurance-new-mandate-link-expires')).toHaveTextContent(
      'Valid until 2026-12-31 10:00:00',
    );
    expect(screen.getByText('Link for a new direct debit')).toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /insurance/api/mandate-link')[0]?.query.get('insurance_id')).toBe('7');
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(url).getByRole('button', { name: 'Copy' }));
    expect(copied).toHaveBeenCalledWith(LINK);
    copied.mockRestore();
    await settle(harness);
  });

  it('asks for a fresh link each time it is opened', async () => {
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    const button = await screen.findByTestId('insurance-new-mandate-link');
    await user.click(button);
    await screen.findByTestId('insurance-new-mandate-link-url');
    // Closed and opened again.
    await user.click(button);
    harness.gateway.on('GET /insurance/api/mandate-link', () =>
      jsonReply({ url: `${LINK}-2`, expires_at: '2027-01-02T09:00:00Z' }),
    );
    await user.click(button);
    await waitFor(() => expect(harness.gateway.callsTo('GET /insurance/api/mandate-link')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId('insurance-new-mandate-link-url')).toHaveTextContent(`${LINK}-2`),
    );
    await settle(harness);
  });

  it('shows the service’s refusal in place of the link', async () => {
    harness.gateway.on('GET /insurance/api/mandate-link', () =>
      jsonReply({ detail: 'Only an insurance without an active direct debit needs a new one', request_id: 'r-7' }, 409),
    );
    const { user } = renderBackoffice('/insurance/7', { signedInAs: seller });
    await user.click(await screen.findByTestId('insurance-new-mandate-link'));
    const failure = await screen.findByTestId('insurance-new-mandate-link-error');
    expect(failure).toHaveTextContent('The link could not be made');
    expect(failure).toHaveTextContent('Only an insurance without an active direct debit needs a new one');
    expect(screen.queryByTestId('insurance-new-mandate-link-url')).not.toBeInTheDocument();
    await settle(harness);
  });
});
