import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';
import type { User } from '@zrm/api';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const partnerAdmin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['partner:admin'], zoordinates: ['MOSESTFTSA'] });
const karin = sampleUser({
  user_id: 'b6d1c8a2-4f1e-4c55-9d1a-0c9e6c2f7a10',
  first_name: 'Karin',
  last_name: 'Berg',
  name: 'Karin Berg',
  email: 'karin.berg@sbab.example',
  phone_number: '+46701234511',
  language: 'nb',
  roles: [],
  zoordinates: [],
  banks: [{ country: 'SE', product: 'mortgage', bank_id: 1 }],
});
const karinProfile = {
  first_name: 'Karin',
  last_name: 'Berg',
  email: 'karin.berg@sbab.example',
  phone_number: '+46701234511',
  language: 'nb',
  banks: [{ country: 'SE', product: 'mortgage', bank_id: 1 }],
};
const BANKS = {
  items: [
    { bank_id: 3, code: 'HB', country: 'SE', name: 'Handelsbanken' },
    { bank_id: 1, code: 'SBAB', country: 'SE', name: 'SBAB' },
  ],
};
const PAGE = `/partner/user/${karin.user_id}`;

describe('partner user', () => {
  let partner: User = karin;
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(partnerAdmin),
    'GET /bank/all': () => jsonReply(BANKS),
    [`GET /partner/users/${karin.user_id}`]: () => jsonReply(partner),
    [`GET /employee/${karin.user_id}/changes`]: () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    [`PUT /partner/users/${karin.user_id}`]: (call: RecordedCall) => {
      const body = call.body as { profile: typeof karinProfile; deactivated: boolean };
      partner = { ...partner, banks: body.profile.banks, deactivated: body.deactivated };
      return jsonReply({ user: partner, sessions_ended: body.deactivated });
    },
    [`POST /partner/users/${karin.user_id}/password-link`]: () => jsonReply({ link_expires_at: '2026-12-06T09:00:00Z' }),
  }));
  beforeEach(() => {
    partner = karin;
  });

  it('shows the partner with their banks by name, and their history', async () => {
    renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Karin Berg');
    expect(screen.getByTestId('partner-user-status')).toHaveTextContent('Active');
    expect(await within(screen.getByTestId('partner-user-banks')).findByText('SBAB')).toBeInTheDocument();
    expect(screen.getByTestId('partner-user-details')).toHaveTextContent('Norsk bokmål');
    // The history needs EmployeeAdmin, which `partner:admin` passes: any role naming admin passes every check.
    expect(await screen.findByTestId('internal-user-history')).toBeInTheDocument();
    await waitFor(() => expect(harness.gateway.callsTo(`GET /employee/${karin.user_id}/changes`)).toHaveLength(1));
    expect(await screen.findByTestId('partner-user-breadcrumb-name')).toHaveTextContent('Karin Berg');
    await settle(harness);
  });

  it('sends a new password link and says until when it works', async () => {
    const { user } = renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    await user.click(await screen.findByTestId('partner-user-send-link'));
    await waitFor(() => expect(harness.gateway.callsTo(`POST /partner/users/${karin.user_id}/password-link`)).toHaveLength(1));
    expect(await screen.findByText('A set-password e-mail was sent to karin.berg@sbab.example')).toBeInTheDocument();
    expect(screen.getByText(/^The link works until /)).toBeInTheDocument();
    await settle(harness);
  });

  it('shows why a link was refused', async () => {
    harness.gateway.on(`POST /partner/users/${karin.user_id}/password-link`, () =>
      jsonReply({ detail: 'The partner is deactivated', request_id: 'r-5' }, 409),
    );
    const { user } = renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    await user.click(await screen.findByTestId('partner-user-send-link'));
    expect(await screen.findByText('The password link was not sent')).toBeInTheDocument();
    expect(screen.getByText('The partner is deactivated')).toBeInTheDocument();
    await settle(harness);
  });

  it('deactivates by saving the unchanged profile with deactivated set', async () => {
    const { user } = renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    await user.click(await screen.findByTestId('partner-user-deactivate'));
    expect(await screen.findByText('Deactivate Karin Berg? They can no longer sign in to the partner portal.')).toBeInTheDocument();
    await user.click(screen.getByTestId('partner-user-deactivate-confirm'));
    await waitFor(() => expect(screen.getByTestId('partner-user-status')).toHaveTextContent('Deactivated'));
    expect(harness.gateway.callsTo(`PUT /partner/users/${karin.user_id}`)[0]?.body).toEqual({ profile: karinProfile, deactivated: true });
    expect(screen.getByText('Their open sessions were ended')).toBeInTheDocument();
    expect(screen.getByTestId('partner-user-deactivate')).toHaveTextContent('Reactivate');
    await settle(harness);
  });

  it('edits the whole profile: another bank added', async () => {
    const { user } = renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    await user.click(await screen.findByTestId('partner-user-edit'));
    expect(screen.getByTestId('partner-form-email')).toHaveValue('karin.berg@sbab.example');
    await user.click(within(screen.getByTestId('partner-form-banks')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Handelsbanken · Sweden'));
    await user.click(screen.getByTestId('partner-form-submit'));

    await waitFor(() => expect(harness.gateway.callsTo(`PUT /partner/users/${karin.user_id}`)).toHaveLength(1));
    expect(harness.gateway.callsTo(`PUT /partner/users/${karin.user_id}`)[0]?.body).toEqual({
      profile: {
        ...karinProfile,
        banks: [
          { country: 'SE', product: 'mortgage', bank_id: 1 },
          { country: 'SE', product: 'mortgage', bank_id: 3 },
        ],
      },
      deactivated: false,
    });
    await waitFor(() => expect(screen.getByTestId('partner-user-banks')).toHaveTextContent('SBABHandelsbanken'));
    expect(screen.queryByTestId('partner-form')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('is not found for a member of staff (404)', async () => {
    harness.gateway.on(`GET /partner/users/${karin.user_id}`, () => jsonReply({ detail: 'No such partner', request_id: 'r-4' }, 404));
    renderBackoffice(PAGE, { signedInAs: partnerAdmin });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    await settle(harness);
  });
});
