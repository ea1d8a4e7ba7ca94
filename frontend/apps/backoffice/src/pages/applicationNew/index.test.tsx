import { screen, waitFor } from '@testing-library/react';
import { jsonReply, sampleApplication, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const advisor = sampleUser({ roles: ['mortgage:advisor'], zoordinates: ['MOSESTFTSA'] });

describe('new application', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'POST /application/search2': () => jsonReply({ items: [], page: 0, limit: 25 }),
    'POST /customer/name/by-pni': (call: RecordedCall) =>
      (call.body as { pni: string }).pni === '198112289874'
        ? jsonReply({ customer_id: 7, first_name: 'Anna', last_name: 'Svensson' })
        : jsonReply({ detail: 'Customer not found', request_id: 'r' }, 404),
    'POST /application/create': () => jsonReply(sampleApplication({ application_id: 'MOSE1077', lead_id: null }), 201),
    'POST /application/get': () => jsonReply(sampleApplication({ application_id: 'MOSE1077' })),
    'GET /application/get_app_events/MOSE1077': () => jsonReply({ items: [], page: 0, limit: 25, total: 0 }),
    'POST /application/banks/MOSE1077': () => jsonReply({ banks: [], offers: [] }),
    'POST /meeting/get': () => jsonReply({ items: [] }),
  }));

  it('finds the applicants in the register by personal id, creates the application and opens it', async () => {
    const { user } = renderBackoffice('/mortgage/applications', { signedInAs: advisor });
    await user.click(await screen.findByTestId('application-new-link'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New application');
    await user.type(screen.getByTestId('applicant-main-pni'), '198112289874');
    await user.type(screen.getByTestId('applicant-co-pni'), '197703150123');
    await user.tab();
    expect(await screen.findByTestId('applicant-main-found')).toHaveTextContent('Anna Svensson');
    expect(await screen.findByText('Nobody with this personal identity number is in the customer register')).toBeInTheDocument();

    // Not creatable with an unknown co-applicant; without one it is.
    await user.click(screen.getByTestId('application-new-submit'));
    expect(harness.gateway.callsTo('POST /application/create')).toHaveLength(0);
    await user.clear(screen.getByTestId('applicant-co-pni'));
    await user.tab();
    await user.type(screen.getByTestId('application-new-amount'), '3200000');
    await user.click(screen.getByTestId('application-new-submit'));

    await waitFor(() => expect(harness.gateway.callsTo('POST /application/create')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/create')[0]?.body).toEqual({
      country: 'SE',
      loan_purpose: 'BUY',
      mortgage_loan_amount: 3200000,
      main_applicant: 7,
      co_applicant: null,
    });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('MOSE1077'));
  });
});
