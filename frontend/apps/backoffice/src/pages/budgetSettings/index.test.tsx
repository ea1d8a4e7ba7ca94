import { screen, waitFor } from '@testing-library/react';
import type { KalpSettings, TaxCalculation, TaxRules } from '@zrm/api';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-anna', roles: ['mortgage:admin'], zoordinates: ['MOSESTFTSA', 'MONOSTFTSA'] });
const advisor = sampleUser({ user_id: 'u-erik', roles: [], zoordinates: ['MOSESTFTSA'] });

function settings(country: 'SE' | 'NO', overrides: Partial<KalpSettings> = {}): KalpSettings {
  return {
    country,
    version: 1,
    living_cost_first_adult: country === 'SE' ? 10500 : 11000,
    living_cost_other_adult: 7800,
    living_cost_child: 4000,
    operating_cost_apartment: 1200,
    operating_cost_house: 4500,
    stress_interest_rate_bp: 700,
    amortization_rate_bp: 200,
    updated_at: '2025-03-01T09:30:00Z',
    updated_by: null,
    ...overrides,
  };
}

const rules: TaxRules = {
  country: 'SE',
  year: 2025,
  rules: [{ code: 'municipal_rate', amount: null, rate_bp: 3241 }],
  brackets: [{ from: 625800, rate_bp: 2000 }],
};

const calculation: TaxCalculation = {
  country: 'SE',
  year: 2025,
  yearly_income: 480000,
  deductions: [{ code: 'basic_deduction', amount: 17300 }],
  taxable_income: 462700,
  taxes: [{ code: 'municipal_tax', amount: 149961 }],
  total_tax: 149961,
  net_yearly: 330039,
  net_monthly: 27503,
  effective_rate_bp: 3124,
};

describe('budget settings', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /mortgage/kalp/settings/SE': () => jsonReply(settings('SE')),
    'GET /mortgage/kalp/settings/NO': () => jsonReply(settings('NO')),
    'PUT /mortgage/kalp/settings/SE': (call: RecordedCall) =>
      jsonReply(settings('SE', { ...(call.body as Partial<KalpSettings>), version: 2 })),
    'GET /mortgage/taxes/SE': () => jsonReply(rules),
    'GET /mortgage/taxes/NO': () => jsonReply({ ...rules, country: 'NO' }),
    'POST /mortgage/tax-calculation': () => jsonReply(calculation),
  }));

  it('saves a country’s settings with the version read, rates as basis points', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: admin });
    await user.click(await screen.findByTestId('menu-budget-settings'));
    const rate = await screen.findByTestId('budget-setting-stress_interest_rate_bp');
    await waitFor(() => expect(rate).toHaveValue('7.00'));
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(screen.getByTestId('budget-settings-save'));
    await waitFor(() => expect(harness.gateway.callsTo('PUT /mortgage/kalp/settings/SE')).toHaveLength(1));
    expect(harness.gateway.callsTo('PUT /mortgage/kalp/settings/SE')[0]?.body).toMatchObject({
      version: 1,
      stress_interest_rate_bp: 750,
      living_cost_first_adult: 10500,
    });
    expect(await screen.findByText('The budget settings are saved')).toBeInTheDocument();
    expect(screen.getByTestId('tax-rules')).toHaveTextContent('Municipal tax (average)');
  });

  it('calculates the tax on a salary', async () => {
    const { user } = renderBackoffice('/mortgage/budget-settings', { signedInAs: admin });
    await user.click(await screen.findByTestId('tax-calculate'));
    expect(await screen.findByTestId('tax-net-monthly')).toHaveTextContent('27 503');
    expect(harness.gateway.callsTo('POST /mortgage/tax-calculation')[0]?.body).toEqual({ country: 'SE', yearly_income: 480000 });
  });

  it('is not in the menu of an advisor', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(advisor));
    renderBackoffice('/mortgage/leads', { signedInAs: advisor });
    await screen.findByTestId('menu-applications');
    expect(screen.queryByTestId('menu-budget-settings')).not.toBeInTheDocument();
  });
});
