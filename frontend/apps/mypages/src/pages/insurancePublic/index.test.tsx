import { screen, waitFor } from '@testing-library/react';
import { jsonReply } from '@zrm/api/testing';

import { currentLocation, renderMyPages, sampleInsurance, sampleTerms, useMyPagesHarness } from '../../testing';

const TARGET_KEY = 'zrm.mypages.target';

describe('the public insurance pages', () => {
  const harness = useMyPagesHarness(() => ({
    'GET /my-pages/insurance/by-encrypted-id': () => jsonReply(sampleTerms()),
    'POST /insurance/api/accept-terms': () =>
      jsonReply({
        psp_iframe: null,
        psp_external_url: 'http://gocardless.test/flow?id=BRF9',
        insurance: sampleInsurance({ substatus: 'WAITING_FOR_BANK' }),
      }),
    'POST /my-pages/insurance/sign-up': () =>
      jsonReply({
        encrypted_insurance_id: 'enc-acc',
        insurance: sampleInsurance({ insurance_group: 'ACCIDENT_INSURANCE' }),
      }),
  }));

  beforeEach(() => window.sessionStorage.clear());

  it('signed out, the sign-up shows the BankID sign-in in place and remembers the page', async () => {
    renderMyPages('/insurances/new?group=ACCIDENT_INSURANCE');
    expect(await screen.findByTestId('bankid-se')).toBeInTheDocument();
    expect(screen.queryByTestId('insurance-sign-up-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-name')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(TARGET_KEY)).toBe('/insurances/new?group=ACCIDENT_INSURANCE');
    expect(harness.gateway.callsTo('POST /my-pages/insurance/sign-up')).toHaveLength(0);
  });

  it('signed out, the terms show the sign-in and call nothing', async () => {
    renderMyPages('/insurances/terms?id=enc-1');
    expect(await screen.findByTestId('bankid-se')).toBeInTheDocument();
    expect(screen.queryByTestId('terms-submit')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /my-pages/insurance/by-encrypted-id')).toHaveLength(0);
  });

  it('signed in, the sign-up goes straight on, outside the shell, to the public terms', async () => {
    const { user } = renderMyPages('/insurances/new?group=ACCIDENT_INSURANCE', { signedIn: true });
    expect(await screen.findByTestId('public-insurance-page')).toBeInTheDocument();
    await user.click(await screen.findByTestId('sign-up-start'));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/insurances/terms'));
    expect(currentLocation.value?.search).toBe('?id=enc-acc');
    expect(screen.queryByTestId('product-name')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/insurance/sign-up')[0]?.body).toEqual({
      insurance_group: 'ACCIDENT_INSURANCE',
    });
  });

  it('signed in, the terms form accepts through the insurance API and returns to the public pages', async () => {
    const { user } = renderMyPages('/insurances/terms?id=enc-1', { signedIn: true });
    expect(await screen.findByTestId('terms-premium')).toHaveTextContent('214,50 kr a month');
    expect(screen.getByTestId('public-insurance-page')).toBeInTheDocument();
    expect(screen.queryByTestId('product-name')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('terms-accept'));
    await user.click(screen.getByTestId('terms-submit'));
    await waitFor(() => expect(harness.assign).toHaveBeenCalledWith('http://gocardless.test/flow?id=BRF9'));
    expect(harness.gateway.callsTo('POST /my-pages/insurance/confirm-terms')).toHaveLength(0);
    expect(harness.gateway.callsTo('POST /insurance/api/accept-terms')[0]?.body).toEqual({
      encrypted_insurance_id: 'enc-1',
      success_url: `${window.location.origin}/insurances/success`,
      fail_url: `${window.location.origin}/insurances/terms?id=enc-1`,
      email: 'anna.svensson@example.se',
      phone_number: '+46701234567',
      insured_amount: 3300,
      premium: 21_450,
    });
  });

  it('the success page thanks the customer without a sign-in', async () => {
    renderMyPages('/insurances/success');
    expect(await screen.findByTestId('insurance-success')).toHaveTextContent('Thank you!');
    expect(screen.queryByTestId('bankid-se')).not.toBeInTheDocument();
  });

  it('a group not sold in the country, or none, is not found before any sign-in', async () => {
    renderMyPages('/insurances/new?group=ACCIDENT_INSURANCE&country=NO');
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.queryByTestId('bankid-se')).not.toBeInTheDocument();
  });

  it('an unknown group is not found', async () => {
    renderMyPages('/insurances/new?group=SAFETY_INSURANCE');
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
  });
});
