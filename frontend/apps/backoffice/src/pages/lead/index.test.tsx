import { screen } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

describe('lead page', () => {
  const harness = useBackofficeHarness();

  it('says when the lead does not exist', async () => {
    harness.gateway.on('GET /lead/get/999', () => jsonReply({ detail: 'Lead not found', request_id: 'r' }, 404));
    renderBackoffice('/mortgage/_lead/999', { signedInAs: sampleUser() });
    expect(await screen.findByText('Lead 999 was not found')).toBeInTheDocument();
    await settle(harness);
  });

  it('shows the not-found page for a non-numeric id without calling the gateway', async () => {
    renderBackoffice('/mortgage/_lead/abc', { signedInAs: sampleUser() });
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
