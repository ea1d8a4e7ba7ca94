import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';
import type { User } from '@zrm/api';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['employee:admin'], zoordinates: ['MOSESTFTSA'] });
const eva = sampleUser({
  user_id: 'b6d1c8a2-4f1e-4c55-9d1a-0c9e6c2f7a10',
  first_name: 'Eva',
  last_name: 'Ek',
  name: 'Eva Ek',
  email: 'eva.ek@zrm.example',
  phone_number: '+46701234567',
  language: 'sv',
  roles: ['team-lead'],
  zoordinates: ['MOSESTFTSA'],
  banks: [{ bank_id: 3, country: 'SE', product: 'mortgage' }],
  telephony_ids: ['telavox:eva1'],
  sverker_id: 'S-77',
});
const evaProfile = {
  first_name: 'Eva',
  last_name: 'Ek',
  email: 'eva.ek@zrm.example',
  phone_number: '+46701234567',
  language: 'sv',
  roles: ['team-lead'],
  zoordinates: ['MOSESTFTSA'],
  banks: [{ bank_id: 3, country: 'SE', product: 'mortgage' }],
  telephony_ids: ['telavox:eva1'],
  sverker_id: 'S-77',
};
const audited = { ...evaProfile, blocked: false, deactivated: false };
const history = [
  {
    change_id: 3,
    changed_at: '2026-12-03T10:00:00Z',
    changed_by: 'u-admin',
    changed_by_name: 'Sofia Bergström',
    kind: 'updated',
    before: audited,
    after: { ...audited, roles: ['team-lead', 'employee:admin'], sverker_id: null },
  },
  {
    change_id: 2,
    changed_at: '2026-12-02T08:00:00Z',
    changed_by: null,
    changed_by_name: null,
    kind: 'signed_in',
    before: { ...audited, zoordinates: [] },
    after: audited,
  },
  { change_id: 1, changed_at: '2026-12-01T08:00:00Z', changed_by: 'u-admin', changed_by_name: 'Sofia Bergström', kind: 'created', before: null, after: audited },
];

describe('internal user', () => {
  let person: User = eva;
  const changed = (next: User) => jsonReply({ user: next, sessions_ended: true });
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /employee/roles': () => jsonReply({ items: [{ role: 'employee:admin' }, { role: 'team-lead' }, { role: 'dialmaker:admin' }] }),
    'GET /employee/zoordinates': () => jsonReply({ items: ['MOSESTFTSA'] }),
    [`GET /employee/${eva.user_id}`]: () => jsonReply(person),
    [`GET /employee/${eva.user_id}/changes`]: () => jsonReply({ items: history, total: 3, page: 1, limit: 25 }),
    [`PATCH /employee/actions/block-or-unblock/${eva.user_id}`]: (call: RecordedCall) => {
      person = { ...person, blocked: (call.body as { blocked: boolean }).blocked };
      return changed(person);
    },
    [`PUT /employee/${eva.user_id}`]: (call: RecordedCall) => {
      const body = call.body as { profile: typeof evaProfile; deactivated: boolean };
      person = { ...person, roles: body.profile.roles, deactivated: body.deactivated };
      return changed(person);
    },
  }));
  beforeEach(() => {
    person = eva;
  });

  it('shows the telephony and Sverker ids, and roles by their screen names', async () => {
    renderBackoffice(`/internal-users/${eva.user_id}`, { signedInAs: admin });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Eva Ek');
    expect(screen.getByTestId('internal-user-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('internal-user-roles')).toHaveTextContent('TeamLead');
    expect(screen.getByTestId('internal-user-telephony-ids')).toHaveTextContent('telavox:eva1');
    expect(screen.getByTestId('internal-user-sverker-id')).toHaveTextContent('S-77');
    await settle(harness);
  });

  it('blocks after a confirmation, shows Blocked and that their sessions ended, and unblocks', async () => {
    const { user } = renderBackoffice(`/internal-users/${eva.user_id}`, { signedInAs: admin });
    await user.click(await screen.findByTestId('internal-user-block'));
    expect(await screen.findByText('Block Eva Ek? They cannot sign in until unblocked, and their open sessions end.')).toBeInTheDocument();
    expect(harness.gateway.callsTo(`PATCH /employee/actions/block-or-unblock/${eva.user_id}`)).toHaveLength(0);
    await user.click(screen.getByTestId('internal-user-block-confirm'));

    await waitFor(() => expect(screen.getByTestId('internal-user-status')).toHaveTextContent('Blocked'));
    expect(harness.gateway.callsTo(`PATCH /employee/actions/block-or-unblock/${eva.user_id}`)[0]?.body).toEqual({ blocked: true });
    expect(screen.getByTestId('internal-user-status')).not.toHaveTextContent('Active');
    expect(await screen.findByText('Eva Ek is blocked')).toBeInTheDocument();
    expect(screen.getByText('Their open sessions were ended')).toBeInTheDocument();
    expect(screen.getByTestId('internal-user-block')).toHaveTextContent('Unblock');

    await user.click(screen.getByTestId('internal-user-block'));
    await user.click(await screen.findByTestId('internal-user-block-confirm'));
    await waitFor(() => expect(screen.getByTestId('internal-user-status')).toHaveTextContent('Active'));
    expect(harness.gateway.callsTo(`PATCH /employee/actions/block-or-unblock/${eva.user_id}`)[1]?.body).toEqual({ blocked: false });
    await settle(harness);
  });

  it('deactivates by saving the unchanged profile with deactivated set', async () => {
    const { user } = renderBackoffice(`/internal-users/${eva.user_id}`, { signedInAs: admin });
    await user.click(await screen.findByTestId('internal-user-deactivate'));
    await user.click(await screen.findByTestId('internal-user-deactivate-confirm'));
    await waitFor(() => expect(screen.getByTestId('internal-user-status')).toHaveTextContent('Deactivated'));
    expect(harness.gateway.callsTo(`PUT /employee/${eva.user_id}`)[0]?.body).toEqual({ profile: evaProfile, deactivated: true });
    expect(screen.getByTestId('internal-user-deactivate')).toHaveTextContent('Reactivate');
    await settle(harness);
  });

  it('edits the profile in the same form and saves all of it, the banks kept', async () => {
    const { user } = renderBackoffice(`/internal-users/${eva.user_id}`, { signedInAs: admin });
    await user.click(await screen.findByTestId('internal-user-edit'));
    expect(screen.getByTestId('employee-form-email')).toHaveValue('eva.ek@zrm.example');
    expect(screen.getByTestId('employee-form-telavox-id')).toHaveValue('eva1');
    await user.click(within(screen.getByTestId('employee-form-roles')).getByRole('combobox'));
    await user.click(await screen.findByTitle('DialmakerAdmin'));
    await user.click(screen.getByTestId('employee-form-submit'));

    await waitFor(() => expect(harness.gateway.callsTo(`PUT /employee/${eva.user_id}`)).toHaveLength(1));
    expect(harness.gateway.callsTo(`PUT /employee/${eva.user_id}`)[0]?.body).toEqual({
      profile: { ...evaProfile, roles: ['team-lead', 'dialmaker:admin'] },
      deactivated: false,
    });
    await waitFor(() => expect(screen.getByTestId('internal-user-roles')).toHaveTextContent('TeamLeadDialmakerAdmin'));
    expect(screen.queryByTestId('employee-form')).not.toBeInTheDocument();
    expect(screen.getByText('Their open sessions were ended')).toBeInTheDocument();
    await settle(harness);
  });

  it('lists the history: who, what, and the fields each change made', async () => {
    renderBackoffice(`/internal-users/${eva.user_id}`, { signedInAs: admin });
    const table = await screen.findByTestId('internal-user-history-table');
    const update = await within(table).findByTestId('internal-user-change-3');
    expect(update).toHaveTextContent('Sofia Bergström');
    expect(update).toHaveTextContent('Updated');
    expect(update).toHaveTextContent('Roles: TeamLead → TeamLead, EmployeeAdmin');
    expect(update).toHaveTextContent('Sverker id: S-77 → None');
    expect(update).not.toHaveTextContent('Email');
    const signIn = within(table).getByTestId('internal-user-change-2');
    expect(signIn).toHaveTextContent('Identity provider');
    expect(signIn).toHaveTextContent('Signed in');
    expect(signIn).toHaveTextContent('Coordinates: None → MOSESTFTSA');
    const creation = within(table).getByTestId('internal-user-change-1');
    expect(creation).toHaveTextContent('Created');
    expect(creation).toHaveTextContent('Email: eva.ek@zrm.example');
    // Languages by their names, not their codes.
    expect(creation).toHaveTextContent('Language: Svenska');
    expect(creation).not.toHaveTextContent('→');
    expect(harness.gateway.callsTo(`GET /employee/${eva.user_id}/changes`)[0]?.query.get('page')).toBe('1');
    await settle(harness);
  });
});
