import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonReply } from '@zrm/api/testing';

import { currentLocation, renderMyPages, sampleInsurance, sampleTerms, useMyPagesHarness } from '../../testing';

const ACTIVE = sampleInsurance({
  substatus: 'ACTIVE',
  status: 'ACTIVE',
  signupDate: '2026-11-21T09:00:00Z',
  mandate: {
    provider: 'GOCARDLESS',
    reference: 'MD000123',
    provider_status: 'active',
    updated_at: '2026-11-22T00:00:00Z',
  },
});

describe('the customer insurance pages', () => {
  const harness = useMyPagesHarness(() => ({
    'GET /my-pages/insurances': () => jsonReply({ items: [ACTIVE], total: 1, page: 1, limit: 50 }),
    'GET /my-pages/insurances/100042': () => jsonReply(ACTIVE),
    'GET /my-pages/insurance/by-encrypted-id': () => jsonReply(sampleTerms()),
    'POST /my-pages/insurance/confirm-terms': () =>
      jsonReply({
        psp_iframe: null,
        psp_external_url: 'http://gocardless.test/flow?id=BRF1',
        insurance: sampleInsurance({ substatus: 'WAITING_FOR_BANK' }),
      }),
    'POST /my-pages/insurance/sign-up': () =>
      jsonReply({
        encrypted_insurance_id: 'enc-life',
        insurance: sampleInsurance({ insurance_group: 'LIFE_INSURANCE' }),
      }),
  }));

  it('lists the insurances with their status and amounts, and the sign-ups of the country', async () => {
    const { user } = renderMyPages('/insurance', { signedIn: true });
    const card = await screen.findByTestId('insurance-card-100042');
    expect(card).toHaveTextContent('Payment protection insurance');
    expect(within(card).getByTestId('insurance-status')).toHaveTextContent('Active');
    expect(within(card).getByTestId('insurance-amount')).toHaveTextContent('3 300 kr');
    expect(within(card).getByTestId('insurance-premium')).toHaveTextContent('214,50 kr a month');
    expect(card).toHaveTextContent('Autogiro (GoCardless)');
    expect(screen.getByTestId('sign-up-accident')).toBeInTheDocument();
    await user.click(within(card).getByText('Show'));
    expect(await screen.findByTestId('insurance-detail')).toHaveTextContent('100042');
    expect(currentLocation.value?.pathname).toBe('/insurance/100042');
  });

  it('on the terms page the premium follows the amount, and accepting goes to the payment page', async () => {
    const { user } = renderMyPages('/insurance/terms?id=enc-1', { signedIn: true });
    expect(await screen.findByTestId('terms-premium')).toHaveTextContent('214,50 kr a month');
    const amount = screen.getByTestId('terms-amount');
    await user.clear(amount);
    await user.type(amount, '4040');
    await user.tab();
    // Off the step: taken as the nearest amount on it, and its premium shown.
    await waitFor(() => expect(screen.getByTestId('terms-premium')).toHaveTextContent('260 kr a month'));
    expect(amount).toHaveValue('4000');
    await user.click(screen.getByTestId('terms-submit'));
    expect(await screen.findByText('Accept the terms to continue')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/insurance/confirm-terms')).toHaveLength(0);
    await user.click(screen.getByTestId('terms-accept'));
    await user.click(screen.getByTestId('terms-submit'));
    await waitFor(() => expect(harness.assign).toHaveBeenCalledWith('http://gocardless.test/flow?id=BRF1'));
    const [call] = harness.gateway.callsTo('POST /my-pages/insurance/confirm-terms');
    expect(call?.body).toEqual({
      encrypted_insurance_id: 'enc-1',
      success_url: `${window.location.origin}/insurance/success`,
      fail_url: `${window.location.origin}/insurance/terms?id=enc-1`,
      email: 'anna.svensson@example.se',
      phone_number: '+46701234567',
      insured_amount: 4000,
      premium: 26_000,
    });
  });

  it('tells an accepted insurance apart, and a link of another customer is not found', async () => {
    harness.gateway.on('GET /my-pages/insurance/by-encrypted-id', () =>
      jsonReply(sampleTerms({ substatus: 'ACTIVE', mandate: ACTIVE.mandate })),
    );
    renderMyPages('/insurance/terms?id=enc-1', { signedIn: true });
    expect(await screen.findByTestId('terms-not-open')).toHaveTextContent('You have accepted the terms');
    expect(screen.queryByTestId('terms-submit')).not.toBeInTheDocument();
  });

  it('an invalid phone number is caught before sending', async () => {
    const { user } = renderMyPages('/insurance/terms?id=enc-1', { signedIn: true });
    const phone = await screen.findByTestId('terms-phone');
    fireEvent.change(phone, { target: { value: '070 123' } });
    await user.click(screen.getByTestId('terms-accept'));
    await user.click(screen.getByTestId('terms-submit'));
    expect(await screen.findByText('Enter the number with the country code, e.g. +46701234567')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/insurance/confirm-terms')).toHaveLength(0);
  });

  it('signing up for life insurance leads to its terms', async () => {
    const { user } = renderMyPages('/life-insurance', { signedIn: true });
    await user.click(await screen.findByTestId('sign-up-start'));
    await waitFor(() => expect(currentLocation.value?.search).toBe('?id=enc-life'));
    expect(currentLocation.value?.pathname).toBe('/insurance/terms');
    expect(harness.gateway.callsTo('POST /my-pages/insurance/sign-up')[0]?.body).toEqual({
      insurance_group: 'LIFE_INSURANCE',
    });
  });

  it('offers no sign-up for a group the customer holds', async () => {
    harness.gateway.on('GET /my-pages/insurances', () =>
      jsonReply({ items: [{ ...ACTIVE, insurance_group: 'LIFE_INSURANCE' }], total: 1, page: 1, limit: 50 }),
    );
    renderMyPages('/insurance', { signedIn: true });
    await screen.findByTestId('insurance-card-100042');
    expect(screen.queryByTestId('sign-up-life')).not.toBeInTheDocument();
    expect(screen.getByTestId('sign-up-accident')).toBeInTheDocument();
  });

  it('an insurance without an active direct debit offers to set it up again', async () => {
    harness.gateway.on('GET /my-pages/insurances/100042', () =>
      jsonReply({ ...ACTIVE, substatus: 'INACTIVE_MANDATE', status: 'INACTIVE' }),
    );
    harness.gateway.on('POST /my-pages/insurances/100042/new-mandate', () =>
      jsonReply({
        psp_iframe: null,
        psp_external_url: 'http://gocardless.test/flow?id=BRF2',
        insurance: { ...ACTIVE, substatus: 'WAITING_FOR_BANK', status: 'INACTIVE' },
      }),
    );
    const { user } = renderMyPages('/insurance/100042', { signedIn: true });
    expect(await screen.findByTestId('insurance-inactive-mandate')).toHaveTextContent('no longer active');
    await user.click(screen.getByTestId('insurance-new-mandate'));
    await waitFor(() => expect(harness.assign).toHaveBeenCalledWith('http://gocardless.test/flow?id=BRF2'));
    expect(harness.gateway.callsTo('POST /my-pages/insurances/100042/new-mandate')[0]?.body).toEqual({
      success_url: `${window.location.origin}/insurance/success`,
      fail_url: `${window.location.origin}/insurance/100042`,
    });
  });

  it('the payment page returns to a thank-you', async () => {
    renderMyPages('/insurance/success', { signedIn: true });
    expect(await screen.findByTestId('insurance-success')).toHaveTextContent('Thank you!');
  });
});
