import { screen, waitFor } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Sells insurance (ZakerInsuranceCreate) on the mortgage desk in Sweden. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});

const RULES = {
  rules: [
    {
      insurance_group: 'SAFETY_INSURANCE',
      country: 'SE',
      min_amount: 1000,
      max_amount: 10000,
      amount_step: 100,
      default_amount: 3300,
      premium_rate_ppm: 65000,
      customer_can_self_sign_up: false,
    },
  ],
};

const ALLOWED = { can_sign_up: true, reasons: [], open_insurance_id: null, country: 'SE' };

describe('a sale form asks whether the customer can get the insurance', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(seller),
    'GET /insurance/api/rules': () => jsonReply(RULES),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Elin', last_name: 'Lindqvist' }),
    'POST /insurance/api/can-signup': () => jsonReply(ALLOWED),
  }));

  it('says why not before the form is filled, links the open insurance and offers no sale', async () => {
    harness.gateway.on('POST /insurance/api/can-signup', () =>
      jsonReply({ can_sign_up: false, reasons: ['ALREADY_HAS_ACTIVE'], open_insurance_id: 100_007, country: 'SE' }),
    );
    renderBackoffice('/insurance/tf/new?customer_id=42', { signedInAs: seller });
    const refused = await screen.findByTestId('insurance-new-refused');
    expect(refused).toHaveTextContent('The customer cannot get this insurance');
    expect(screen.getByTestId('insurance-new-refusal-ALREADY_HAS_ACTIVE')).toHaveTextContent(
      'The customer already has this insurance, and it has not ended.',
    );
    expect(screen.getByTestId('insurance-new-open-insurance')).toHaveAttribute('href', '/insurance/100007');
    expect(screen.getByTestId('insurance-new-submit')).toBeDisabled();
    expect(harness.gateway.callsTo('POST /insurance/api/can-signup')[0]?.body).toEqual({
      customer_id: 42,
      insurance_group: 'SAFETY_INSURANCE',
    });
    await settle(harness);
  });

  it('tells every reason, in the customer’s country', async () => {
    harness.gateway.on('POST /insurance/api/can-signup', () =>
      jsonReply({
        can_sign_up: false,
        reasons: ['MAX_AMOUNT_ZERO', 'ALREADY_HAS_ACTIVE'],
        open_insurance_id: 100_008,
        country: 'NO',
      }),
    );
    renderBackoffice('/insurance/life/new?customer_id=42', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-new-refusal-MAX_AMOUNT_ZERO')).toHaveTextContent(
      'It is not sold in Norway at the moment.',
    );
    expect(screen.getByTestId('insurance-new-refusal-ALREADY_HAS_ACTIVE')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /insurance/api/can-signup')[0]?.body).toEqual({
      customer_id: 42,
      insurance_group: 'LIFE_INSURANCE',
    });
    await settle(harness);
  });

  it('asks once the customer id is entered, and lets the sale go ahead when it can', async () => {
    const { user } = renderBackoffice('/insurance/tf/new', { signedInAs: seller });
    await user.type(await screen.findByTestId('insurance-new-customer-id'), '42');
    expect(harness.gateway.callsTo('POST /insurance/api/can-signup')).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(harness.gateway.callsTo('POST /insurance/api/can-signup')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('insurance-new-customer-name')).toHaveTextContent('Elin Lindqvist'));
    expect(screen.queryByTestId('insurance-new-refused')).not.toBeInTheDocument();
    expect(screen.getByTestId('insurance-new-submit')).toBeEnabled();
    await settle(harness);
  });

  it('says the check failed without holding the sale back', async () => {
    harness.gateway.on('POST /insurance/api/can-signup', () =>
      jsonReply({ detail: 'The insurance service could not be reached', request_id: 'r-9' }, 503),
    );
    renderBackoffice('/insurance/tf/new?customer_id=42', { signedInAs: seller });
    expect(await screen.findByTestId('insurance-new-eligibility-failed')).toHaveTextContent(
      'Whether the customer can get this insurance could not be checked',
    );
    expect(screen.getByTestId('insurance-new-submit')).toBeEnabled();
    await settle(harness);
  });
});
