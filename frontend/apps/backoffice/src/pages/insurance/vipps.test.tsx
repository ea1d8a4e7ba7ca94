import { screen, waitFor, within } from '@testing-library/react';
import type { Insurance, VippsCharge } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Handles Vipps agreements: InsuranceAdmin. */
const insuranceAdmin = sampleUser({
  user_id: 'u-ingrid',
  name: 'Ingrid Økonomi',
  roles: ['insurance:admin'],
  zoordinates: ['MOSESTFTSA'],
});
/** Sells insurance, handles no agreement. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});

const AGREEMENT = 'agr_5kSeqz';
const nok = (minorUnits: number) => ({ minor_units: minorUnits, currency: 'NOK' });

/** A Norwegian life insurance paid through an active Vipps agreement. */
function vippsInsurance(overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id: 9,
    customer_id: 43,
    insurance_group: 'LIFE_INSURANCE',
    status: 'ACTIVE',
    substatus: 'ACTIVE',
    country: 'NO',
    insured_amount: nok(10_000_000),
    premium: nok(1_200),
    product_code: 'LINO01',
    dateCreated: '2026-10-20T09:30:00Z',
    signupDate: '2026-10-21T10:00:00Z',
    cancelled_at: null,
    cancel_cause: null,
    mandate: { provider: 'VIPPS', reference: AGREEMENT, provider_status: 'ACTIVE', updated_at: '2026-10-21T10:05:00Z' },
    created_by: '',
    email: 'ola.nordmann@example.no',
    phone_number: '+4791234567',
    ...overrides,
  };
}

const CHARGE: VippsCharge = {
  charge_id: 'chr_WcL1rD',
  agreement_id: AGREEMENT,
  status: 'CHARGED',
  amount: nok(1_200),
  due: '2026-11-03',
  captured: nok(1_200),
  refunded: nok(0),
  payment_id: 31,
  period_start: '2026-11-01',
};

const page = <T,>(items: T[], limit: number) => ({ items, page: 1, limit, total: items.length });

describe('the Vipps agreement of a Norwegian insurance', () => {
  let insurance: Insurance;
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(insuranceAdmin),
    'GET /customer/name/43': () => jsonReply({ customer_id: 43, first_name: 'Ola', last_name: 'Nordmann' }),
    'GET /insurance/api/insurance/slim/9': () => jsonReply(insurance),
    'GET /insurance/api/insurance/9/events': () => jsonReply(page([], 10)),
    'GET /insurance/api/insurance/9/payments': () => jsonReply(page([], 10)),
    'GET /insurance/api/cancellation-alerts': () => jsonReply(page([], 5)),
    'GET /insurance/api/admin/vipps/last-charge/9': () => jsonReply(CHARGE),
  }));

  beforeEach(() => {
    insurance = vippsInsurance();
  });

  it('offers the Vipps actions on a Vipps insurance only', async () => {
    const { unmount } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    expect(await screen.findByTestId('vipps-last-charge')).toBeEnabled();
    expect(screen.getByTestId('vipps-stop-agreement')).toBeEnabled();
    await settle(harness);
    unmount();

    insurance = vippsInsurance({
      country: 'SE',
      mandate: {
        provider: 'GOCARDLESS',
        reference: 'MD000123',
        provider_status: 'active',
        updated_at: '2026-10-22T08:00:00Z',
      },
    });
    renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await screen.findByTestId('insurance-header-status');
    expect(screen.queryByTestId('vipps-last-charge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vipps-stop-agreement')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('disables both, saying why, for staff without InsuranceAdmin', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(seller));
    const { user } = renderBackoffice('/insurance/9', { signedInAs: seller });
    const lastCharge = await screen.findByTestId('vipps-last-charge');
    const stop = screen.getByTestId('vipps-stop-agreement');
    expect(lastCharge).toBeDisabled();
    expect(stop).toBeDisabled();
    await user.hover(lastCharge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vipps agreements need the InsuranceAdmin role');
    await user.unhover(lastCharge);
    await user.hover(stop);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('tooltip')
          .some((tip) => tip.textContent === 'Vipps agreements need the InsuranceAdmin role'),
      ).toBe(true),
    );
    await settle(harness);
  });

  it('disables stopping an agreement Vipps has already stopped, and on an ended insurance', async () => {
    insurance = vippsInsurance({
      substatus: 'INACTIVE_MANDATE',
      mandate: {
        provider: 'VIPPS',
        reference: AGREEMENT,
        provider_status: 'STOPPED',
        updated_at: '2026-12-01T08:00:00Z',
      },
    });
    const { user, unmount } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    const stop = await screen.findByTestId('vipps-stop-agreement');
    expect(stop).toBeDisabled();
    // Its latest charge can still be looked up.
    expect(screen.getByTestId('vipps-last-charge')).toBeEnabled();
    await user.hover(stop);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The agreement is no longer active (STOPPED)');
    await settle(harness);
    unmount();

    insurance = vippsInsurance({ status: 'INACTIVE', substatus: 'CANCELED', cancel_cause: 'CUSTOMER_REQUEST' });
    renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    const ended = await screen.findByTestId('vipps-stop-agreement');
    expect(ended).toBeDisabled();
    await user.hover(ended);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The insurance has ended');
    await settle(harness);
  });

  it('shows the latest charge as Vipps has it, with its amounts and month of cover', async () => {
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-last-charge'));
    const modal = await screen.findByTestId('vipps-last-charge-modal');
    expect(await within(modal).findByTestId('vipps-charge-status')).toHaveTextContent('CHARGED');
    expect(within(modal).getByTestId('vipps-charge-id')).toHaveTextContent('chr_WcL1rD');
    expect(within(modal).getByTestId('vipps-charge-amount')).toHaveTextContent(/^12\s*kr$/);
    expect(within(modal).getByTestId('vipps-charge-due')).toHaveTextContent('2026-11-03');
    expect(within(modal).getByTestId('vipps-charge-period')).toHaveTextContent('2026-11-01');
    expect(within(modal).getByTestId('vipps-charge-captured')).toHaveTextContent(/^12\s*kr$/);
    expect(within(modal).getByTestId('vipps-charge-refunded')).toHaveTextContent(/^0\s*kr$/);
    expect(within(modal).queryByTestId('vipps-charge-failure')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /insurance/api/admin/vipps/last-charge/9')).toHaveLength(1);
    await settle(harness);
  });

  it('shows why a failed charge failed', async () => {
    harness.gateway.on('GET /insurance/api/admin/vipps/last-charge/9', () =>
      jsonReply({ ...CHARGE, status: 'FAILED', captured: nok(0), failure_reason: 'insufficient_funds' }),
    );
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-last-charge'));
    const modal = await screen.findByTestId('vipps-last-charge-modal');
    expect(await within(modal).findByTestId('vipps-charge-status')).toHaveTextContent('FAILED');
    expect(within(modal).getByTestId('vipps-charge-failure')).toHaveTextContent('insufficient_funds');
    await settle(harness);
  });

  it('shows the service’s reason when there is no charge to show', async () => {
    harness.gateway.on('GET /insurance/api/admin/vipps/last-charge/9', () =>
      jsonReply({ detail: 'Nothing has been billed for this insurance yet', request_id: 'r-409' }, 409),
    );
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-last-charge'));
    const modal = await screen.findByTestId('vipps-last-charge-modal');
    expect(await within(modal).findByTestId('vipps-last-charge-none')).toHaveTextContent(
      'Nothing has been billed for this insurance yet',
    );
    expect(within(modal).queryByTestId('vipps-last-charge-error')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('shows Vipps being down as a failure', async () => {
    harness.gateway.on('GET /insurance/api/admin/vipps/last-charge/9', () =>
      jsonReply({ detail: 'Vipps is not answering', request_id: 'r-503' }, 503),
    );
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-last-charge'));
    const failure = await screen.findByTestId('vipps-last-charge-error');
    expect(failure).toHaveTextContent('The latest charge could not be fetched from Vipps');
    expect(failure).toHaveTextContent('Vipps is not answering');
    await settle(harness);
  });

  it('stops the insurance’s agreement after confirmation; the page shows it without an active direct debit', async () => {
    harness.gateway.on(`PUT /insurance/api/admin/vipps/cancel/mandate/9/${AGREEMENT}`, () => {
      insurance = vippsInsurance({
        substatus: 'INACTIVE_MANDATE',
        mandate: {
          provider: 'VIPPS',
          reference: AGREEMENT,
          provider_status: 'STOPPED',
          updated_at: '2026-12-01T08:00:00Z',
        },
      });
      return jsonReply(insurance);
    });
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-stop-agreement'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The customer will then have no active direct debit');
    expect(dialog).toHaveTextContent(AGREEMENT);
    expect(harness.gateway.callsTo(`PUT /insurance/api/admin/vipps/cancel/mandate/9/${AGREEMENT}`)).toHaveLength(0);

    await user.click(screen.getByTestId('vipps-stop-confirm'));
    expect(await screen.findByText('The Vipps agreement of insurance 9 was stopped')).toBeInTheDocument();
    expect(harness.gateway.callsTo(`PUT /insurance/api/admin/vipps/cancel/mandate/9/${AGREEMENT}`)).toHaveLength(1);
    // The insurance is fetched again.
    await waitFor(() =>
      expect(screen.getByTestId('insurance-header-status')).toHaveTextContent('No active direct debit'),
    );
    expect(screen.getByTestId('insurance-field-providerStatus')).toHaveTextContent('STOPPED');
    expect(screen.getByTestId('vipps-stop-agreement')).toBeDisabled();
    await waitFor(() => expect(screen.queryByTestId('vipps-stop-modal')).not.toBeInTheDocument());
    await settle(harness);
  });

  it('shows the service’s refusal in the confirmation', async () => {
    harness.gateway.on(`PUT /insurance/api/admin/vipps/cancel/mandate/9/${AGREEMENT}`, () =>
      jsonReply({ detail: 'Not this insurance’s agreement', field: 'agreement_id', request_id: 'r-400' }, 400),
    );
    const { user } = renderBackoffice('/insurance/9', { signedInAs: insuranceAdmin });
    await user.click(await screen.findByTestId('vipps-stop-agreement'));
    await user.click(await screen.findByTestId('vipps-stop-confirm'));
    const failure = await screen.findByTestId('vipps-stop-error');
    expect(failure).toHaveTextContent('The Vipps agreement could not be stopped');
    expect(failure).toHaveTextContent('Not this insurance’s agreement');
    expect(screen.getByTestId('vipps-stop-modal')).toBeInTheDocument();
    await settle(harness);
  });
});
