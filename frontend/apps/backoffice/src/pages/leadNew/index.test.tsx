import { screen, waitFor } from '@testing-library/react';
import { jsonReply, sampleLead, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const advisor = sampleUser({ roles: ['mortgage:advisor'], zoordinates: ['MONOSTFTSA'] });

describe('new lead', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 0, limit: 25 }),
    'POST /lead/create': (call: RecordedCall) => {
      const body = call.body as { data: { applicant: { pni: string } } };
      if (body.data.applicant.pni === '01010112345') {
        return jsonReply({ detail: 'Not a valid Norwegian fødselsnummer', field: 'data.applicant.pni', request_id: 'r' }, 400);
      }
      return jsonReply(sampleLead({ lead_id: 501, country: 'NO' }), 201);
    },
    'GET /lead/get/501': () => jsonReply(sampleLead({ lead_id: 501, country: 'NO' })),
    'POST /meeting/get': () => jsonReply({ items: [] }),
  }));

  it('is reached from the leads page, creates a manual lead in the user country and opens it', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: advisor });
    await user.click(await screen.findByTestId('lead-new-link'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New lead');
    await user.type(screen.getByTestId('lead-new-applicant-pni'), ' 15057014327 ');
    await user.type(screen.getByTestId('lead-new-applicant-first-name'), 'Kari');
    await user.type(screen.getByTestId('lead-new-applicant-last-name'), 'Nordmann');
    await user.click(screen.getByTestId('lead-new-with-co'));
    await user.type(await screen.findByTestId('lead-new-co_applicant-pni'), '15057014408');
    await user.type(screen.getByTestId('lead-new-co_applicant-first-name'), 'Ola');
    await user.type(screen.getByTestId('lead-new-co_applicant-last-name'), 'Nordmann');
    await user.click(screen.getByTestId('lead-new-submit'));

    await waitFor(() => expect(harness.gateway.callsTo('POST /lead/create')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /lead/create')[0]?.body).toEqual({
      country: 'NO',
      source: 'DIRECT',
      create_source: { type: 'manual', error: null },
      data: {
        applicant: { pni: '15057014327', first_name: 'Kari', last_name: 'Nordmann' },
        co_applicant: { pni: '15057014408', first_name: 'Ola', last_name: 'Nordmann' },
      },
    });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Lead 501'));
  });

  it('shows a refused personal id on its field and stays on the form', async () => {
    const { user } = renderBackoffice('/mortgage/lead/new', { signedInAs: advisor });
    await user.type(await screen.findByTestId('lead-new-applicant-pni'), '01010112345');
    await user.type(screen.getByTestId('lead-new-applicant-first-name'), 'Kari');
    await user.type(screen.getByTestId('lead-new-applicant-last-name'), 'Nordmann');
    await user.click(screen.getByTestId('lead-new-submit'));
    expect(await screen.findByText('Not a valid Norwegian fødselsnummer')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('New lead');
  });

  it('requires the names before calling the gateway', async () => {
    const { user } = renderBackoffice('/mortgage/lead/new', { signedInAs: advisor });
    await user.type(await screen.findByTestId('lead-new-applicant-pni'), '15057014327');
    await user.click(screen.getByTestId('lead-new-submit'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /lead/create')).toHaveLength(0);
  });
});
