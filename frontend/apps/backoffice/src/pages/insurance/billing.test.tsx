import { screen, waitFor, within } from '@testing-library/react';
import type { CancellationAlert, Insurance, Payment } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Refunds premiums: InsuranceAdmin. */
const insuranceAdmin = sampleUser({
  user_id: 'u-ida',
  name: 'Ida Ekonomi',
  roles: ['insurance:admin'],
  zoordinates: ['MOSESTFTSA'],
});
/** Sells insurance, refunds nothing. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});

function activeInsurance(overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id: 7,
    customer_id: 42,
    insurance_group: 'ACCIDENT_INSURANCE',
    status: 'ACTIVE',
    substatus: 'ACTIVE',
    country: 'SE',
    insured_amount: { minor_units: 500_000, currency: 'SEK' },
    premium: { minor_units: 14_500, currency: 'SEK' },
    product_code: 'AISE01',
    dateCreated: '2026-10-20T09:30:00Z',
    signupDate: '2026-10-21T10:00:00Z',
    cancelled_at: null,
    cancel_cause: null,
    mandate: {
      provider: 'GOCARDLESS',
      reference: 'MD000123',
      provider_status: 'active',
      updated_at: '2026-10-22T08:00:00Z',
    },
    created_by: '',
    email: 'per.holm@example.se',
    phone_number: '+46701234567',
    ...overrides,
  };
}

const sek = (minorUnits: number) => ({ minor_units: minorUnits, currency: 'SEK' });

function payment(overrides: Partial<Payment> & Pick<Payment, 'payment_id' | 'period_start'>): Payment {
  return {
    insurance_id: 7,
    provider: 'GOCARDLESS',
    provider_reference: `PM00${overrides.payment_id}`,
    charge_date: overrides.period_start,
    amount: sek(14_500),
    refunded: sek(0),
    refundable: sek(0),
    state: 'PENDING',
    provider_status: 'pending_submission',
    created_at: '2026-11-01T03:00:00Z',
    updated_at: '2026-11-01T03:00:00Z',
    refunds: [],
    ...overrides,
  };
}

/** Two months missed, one collected and partly refunded, the newest pending: newest first. */
function samplePayments(): Payment[] {
  return [
    payment({ payment_id: 4, period_start: '2027-02-01' }),
    payment({
      payment_id: 3,
      period_start: '2027-01-01',
      state: 'COLLECTED',
      provider_status: 'confirmed',
      refunded: sek(1_000),
      refundable: sek(13_500),
      refunds: [
        {
          refund_id: 1,
          amount: sek(1_000),
          provider_status: 'created',
          requested_by: 'u-ida',
          created_at: '2027-01-10T09:00:00Z',
        },
      ],
    }),
    payment({ payment_id: 2, period_start: '2026-12-01', state: 'MISSED', provider_status: 'failed' }),
    payment({ payment_id: 1, period_start: '2026-11-01', state: 'MISSED', provider_status: 'failed' }),
  ];
}

const MISSING_TWO: CancellationAlert = {
  alert_id: 11,
  insurance_id: 7,
  alert_type: 'MISSING_2_PAYMENTS',
  raised_at: '2026-12-10T03:00:00Z',
  detail: { missed_in_a_row: 2, first_missed_period: '2026-11-01' },
};
const INACTIVE_MANDATE: CancellationAlert = {
  alert_id: 12,
  insurance_id: 8,
  alert_type: 'INACTIVE_MANDATE',
  raised_at: '2026-12-11T03:00:00Z',
  detail: { mandate_stopped_on: '2026-12-09' },
};

const page = <T,>(items: T[], limit: number) => ({ items, page: 1, limit, total: items.length });

describe('premiums, refunds and cancellation alerts', () => {
  let insurance: Insurance;
  let payments: Payment[];
  let alerts: CancellationAlert[];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(insuranceAdmin),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Per', last_name: 'Holm' }),
    'GET /insurance/api/insurance/slim/7': () => jsonReply(insurance),
    'GET /insurance/api/insurance/7/events': () => jsonReply(page([], 10)),
    'GET /insurance/api/insurance/7/payments': () => jsonReply(page(payments, 10)),
    'GET /insurance/api/cancellation-alerts': (call) => {
      const insuranceId = call.query.get('insurance_id');
      const type = call.query.get('alert_type');
      const matching = alerts.filter(
        (alert) =>
          (insuranceId === null || String(alert.insurance_id) === insuranceId) &&
          (type === null || alert.alert_type === type),
      );
      return jsonReply(page(matching, Number(call.query.get('limit'))));
    },
  }));

  beforeEach(() => {
    insurance = activeInsurance();
    payments = samplePayments();
    alerts = [];
  });

  it('lists the payments, newest month first, with their states, amounts and refunds', async () => {
    const { user } = renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    const table = await screen.findByTestId('insurance-payments-table');
    const row = await within(table).findByTestId('insurance-payment-3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month of cover', 'Charge date', 'Amount', 'State', 'Provider reference', 'Refunded', 'Actions']);
    expect(row).toHaveTextContent('2027-01-01');
    expect(row).toHaveTextContent('PM003');
    expect(row).toHaveTextContent('confirmed');
    expect(within(row).getByTestId('insurance-payment-amount-3')).toHaveTextContent(/145\s*kr/);
    expect(within(table).getByTestId('insurance-payment-state-4')).toHaveTextContent('Pending');
    expect(within(table).getByTestId('insurance-payment-state-3')).toHaveTextContent('Collected');
    expect(within(table).getByTestId('insurance-payment-state-2')).toHaveTextContent('Missed');
    expect(within(table).getByTestId('insurance-payment-state-2')).toHaveAttribute('data-tone', 'error');
    expect(within(table).getByTestId('insurance-payment-refunded-2')).toHaveTextContent('–');
    // The refunds behind the refunded amount: how much, who, when.
    const refunded = within(row).getByTestId('insurance-payment-refunded-3');
    expect(refunded).toHaveTextContent(/^10\s*kr$/);
    await user.hover(refunded);
    const refunds = await screen.findByTestId('insurance-payment-refunds-3');
    expect(refunds).toHaveTextContent(/10\s*kr · Ida Ekonomi · 2027-01-10 10:00:00 \(created\)/);
    const call = harness.gateway.callsTo('GET /insurance/api/insurance/7/payments')[0]?.query;
    expect([call?.get('page'), call?.get('limit')]).toEqual(['1', '10']);
    await settle(harness);
  });

  it('disables Refund, saying why, for staff without InsuranceAdmin and for a payment not collected', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(seller));
    const { user, unmount } = renderBackoffice('/insurance/7', { signedInAs: seller });
    const collected = await screen.findByTestId('refund-payment-3');
    expect(collected).toBeDisabled();
    await user.hover(collected);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refunds need the InsuranceAdmin role');
    await settle(harness);
    unmount();

    harness.gateway.on('GET /employee/me', () => jsonReply(insuranceAdmin));
    renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    expect(await screen.findByTestId('refund-payment-3')).toBeEnabled();
    const missed = screen.getByTestId('refund-payment-2');
    expect(missed).toBeDisabled();
    await user.hover(missed);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only a collected payment can be refunded');
    await settle(harness);
  });

  it('refunds part of a collected payment in minor units, showing the server’s refusal of the amount', async () => {
    let refusals = 1;
    harness.gateway.on('POST /insurance/api/refund', (call) => {
      if (refusals > 0) {
        refusals -= 1;
        return jsonReply(
          { detail: 'At most 20,00 kr is left to refund', field: 'amount_minor_units', request_id: 'r-9' },
          400,
        );
      }
      const body = call.body as { amount_minor_units: number };
      const refundedNow = 1_000 + body.amount_minor_units;
      payments = payments.map((p) =>
        p.payment_id === 3 ? { ...p, refunded: sek(refundedNow), refundable: sek(14_500 - refundedNow) } : p,
      );
      return jsonReply(payments.find((p) => p.payment_id === 3));
    });
    const { user } = renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('refund-payment-3'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refund-left')).toHaveTextContent(/135\s*kr/);
    // All that is left unless changed.
    const amount = within(dialog).getByTestId('refund-amount');
    expect(amount).toHaveValue('135,00');

    // A decimal point reads as one too.
    await user.clear(amount);
    await user.type(amount, '50.5');
    await user.click(screen.getByTestId('refund-confirm'));
    const field = (await within(dialog).findByText('At most 20,00 kr is left to refund')).closest('.ant-form-item');
    expect(field).toHaveTextContent('Amount to refund');
    expect(harness.gateway.callsTo('POST /insurance/api/refund')[0]?.body).toEqual({
      payment_id: 3,
      amount_minor_units: 5050,
    });

    // A decimal comma, as amounts are written on screen.
    await user.clear(amount);
    await user.type(amount, '20,25');
    await user.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /insurance/api/refund')).toHaveLength(2));
    expect(harness.gateway.callsTo('POST /insurance/api/refund')[1]?.body).toEqual({
      payment_id: 3,
      amount_minor_units: 2025,
    });
    expect(await screen.findByText(/20,25\s*kr refunded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('refund-modal')).not.toBeInTheDocument());
    // The refund refreshes the insurance's payments.
    await waitFor(() => expect(screen.getByTestId('insurance-payment-refunded-3')).toHaveTextContent(/^30,25\s*kr$/));
    await settle(harness);
  });

  it('keeps the amount within what is left, and asks for one before sending', async () => {
    const { user } = renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('refund-payment-3'));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByTestId('refund-amount');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.tab();
    await waitFor(() => expect(amount).toHaveValue('135,00'));
    await user.clear(amount);
    await user.click(screen.getByTestId('refund-confirm'));
    expect(await within(dialog).findByText('Enter the amount to refund')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /insurance/api/refund')).toHaveLength(0);
    await settle(harness);
  });

  it('warns at the top of a running insurance of two missed payments and lists the alert', async () => {
    alerts = [MISSING_TWO];
    const { unmount } = renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    const banner = await screen.findByTestId('insurance-alert-banner');
    expect(banner).toHaveTextContent('Cancellation alert: Two payments missed');
    expect(banner).toHaveTextContent('2 missed in a row since 2026-11-01 · Raised 2026-12-10 04:00:00');
    const section = screen.getByTestId('insurance-alerts');
    expect(within(section).getByTestId('insurance-alert-type-11')).toHaveTextContent('Two payments missed');
    expect(within(section).getByTestId('insurance-alert-11')).toHaveTextContent('2026-12-10 04:00:00');
    expect(within(section).getByTestId('insurance-alert-11')).toHaveTextContent('2 missed in a row since 2026-11-01');
    // The banner and the section read the same first page.
    const calls = harness.gateway.callsTo('GET /insurance/api/cancellation-alerts');
    expect(calls).toHaveLength(1);
    expect([calls[0]?.query.get('insurance_id'), calls[0]?.query.get('page'), calls[0]?.query.get('limit')]).toEqual([
      '7',
      '1',
      '5',
    ]);
    await settle(harness);
    unmount();

    // Once the insurance has ended, the alerts are history: no banner.
    insurance = activeInsurance({ status: 'INACTIVE', substatus: 'CANCELED', cancel_cause: 'MISSING_PAYMENTS' });
    renderBackoffice('/insurance/7', { signedInAs: insuranceAdmin });
    await screen.findByTestId('insurance-alert-type-11');
    expect(screen.queryByTestId('insurance-alert-banner')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('lists every cancellation alert on /insurance/alerts, filtered by type, each leading to its insurance', async () => {
    alerts = [INACTIVE_MANDATE, MISSING_TWO];
    harness.gateway.on('GET /employee/me', () => jsonReply(seller));
    const { user } = renderBackoffice('/insurance/alerts', { signedInAs: seller });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Cancellation alerts');
    const table = screen.getByTestId('cancellation-alerts-table');
    const row = await within(table).findByTestId('cancellation-alert-12');
    expect(within(row).getByTestId('cancellation-alert-type-12')).toHaveTextContent('Direct debit not active');
    expect(row).toHaveTextContent('Direct debit stopped on 2026-12-09');
    expect(within(table).getByTestId('cancellation-alert-insurance-11')).toHaveAttribute('href', '/insurance/7');
    expect(screen.getByTestId('menu-insurance-alerts')).toHaveAttribute('href', '/insurance/alerts');
    const first = harness.gateway.callsTo('GET /insurance/api/cancellation-alerts')[0]?.query;
    expect([first?.get('insurance_id'), first?.get('alert_type'), first?.get('page')]).toEqual([null, null, '1']);

    await user.click(within(screen.getByTestId('cancellation-alerts-filter-type')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Two payments missed'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/cancellation-alerts').at(-1)?.query.get('alert_type')).toBe(
        'MISSING_2_PAYMENTS',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('cancellation-alert-12')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('cancellation-alert-11'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Insurance 7'));
    await settle(harness);
  });
});
