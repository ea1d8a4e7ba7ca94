import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleApplication, sampleLead, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

describe('lead page', () => {
  const harness = useBackofficeHarness();

  it('says when the lead does not exist', async () => {
    harness.gateway.on('GET /lead/get/999', () => jsonReply({ detail: 'Lead not found', request_id: 'r' }, 404));
    renderBackoffice('/mortgage/lead/999', { signedInAs: sampleUser() });
    expect(await screen.findByText('Lead 999 was not found')).toBeInTheDocument();
    await settle(harness);
  });

  it('leads a legacy link to the lead, saying where', async () => {
    harness.gateway.on('GET /lead/get/123', () => jsonReply(sampleLead()));
    harness.gateway.on('POST /meeting/get', () => jsonReply({ items: [] }));
    renderBackoffice('/mortgage/_lead/123?from=mail', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('legacy-redirect')).toHaveTextContent('You will be redirected to');
    expect(screen.getByTestId('legacy-redirect-target')).toHaveTextContent('/mortgage/lead/123?from=mail');
    expect(await screen.findByTestId('lead-details', {}, { timeout: 3000 })).toHaveTextContent('Online lead');
    expect(screen.getByTestId('lead-details')).toHaveTextContent('Online form');
    expect(screen.getByTestId('lead-details')).toHaveTextContent('Sweden');
    await settle(harness);
  });

  it('shows the not-found page for a non-numeric id without calling the gateway', async () => {
    renderBackoffice('/mortgage/lead/abc', { signedInAs: sampleUser() });
    await settle(harness);
    expect(screen.getByTestId('not-found-title')).toHaveTextContent("The page you are looking for isn't here");
    expect(harness.gateway.callsTo('GET /lead/get/abc')).toHaveLength(0);
  });

  it('shows the not-found page for unknown paths', async () => {
    renderBackoffice('/no/such/page', { signedInAs: sampleUser() });
    await settle(harness);
    expect(screen.getByTestId('not-found-title')).toBeInTheDocument();
  });
});

describe('converting a lead', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/get/123': () => jsonReply(sampleLead()),
    'POST /meeting/get': () => jsonReply({ items: [] }),
    'POST /lead/convert_and_mark_handled/123': (call: RecordedCall) =>
      (call.body as { loan_purpose: string }).loan_purpose === 'REFINANCE'
        ? jsonReply(sampleApplication({ application_id: 'MOSE1090', lead_id: 123 }), 201)
        : jsonReply({ detail: 'The lead is handled already', request_id: 'r' }, 409),
    'POST /application/get': () => jsonReply(sampleApplication({ application_id: 'MOSE1090', lead_id: 123 })),
    'GET /application/get_app_events/MOSE1090': () => jsonReply({ items: [], page: 0, limit: 25, total: 0 }),
    'POST /application/banks/MOSE1090': () => jsonReply({ banks: [], offers: [] }),
  }));

  it('creates the application with the chosen purpose and opens it', async () => {
    const { user } = renderBackoffice('/mortgage/lead/123', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('lead-convert'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Move'));
    await user.type(screen.getByTestId('convert-amount'), '2400000');
    await user.click(screen.getByTestId('lead-convert-confirm'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /lead/convert_and_mark_handled/123')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /lead/convert_and_mark_handled/123')[0]?.body).toEqual({
      loan_purpose: 'REFINANCE',
      mortgage_loan_amount: 2400000,
    });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('MOSE1090'));
  });

  it('shows the refusal in the dialog', async () => {
    const { user } = renderBackoffice('/mortgage/lead/123', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('lead-convert'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Buy'));
    await user.click(screen.getByTestId('lead-convert-confirm'));
    expect(await screen.findByText('The lead is handled already')).toBeInTheDocument();
  });

  it('is not offered for a handled lead or one whose submission failed', async () => {
    harness.gateway.on('GET /lead/get/123', () => jsonReply(sampleLead({ handled: true })));
    renderBackoffice('/mortgage/lead/123', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('lead-status')).toHaveTextContent('Handled');
    expect(screen.queryByTestId('lead-convert')).not.toBeInTheDocument();
  });
});
