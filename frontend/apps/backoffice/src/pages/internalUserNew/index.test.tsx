import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['employee:admin'], zoordinates: ['MOSESTFTSA'] });
const created = sampleUser({
  user_id: 'b6d1c8a2-4f1e-4c55-9d1a-0c9e6c2f7a10',
  first_name: 'Eva',
  last_name: 'Ek',
  name: 'Eva Ek',
  email: 'eva.ek@zrm.example',
  roles: ['team-lead'],
  zoordinates: ['MOSESTFTSA', 'MONOUPFTSA'],
  telephony_ids: ['telavox:eva_ek-1'],
  last_login: null,
});

/** The form item (label, input, messages) around a field's input. */
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('new internal user', () => {
  let refusal: { status: number; body: object } | null = null;
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /employee/all': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /employee/roles': () => jsonReply({ items: [{ role: 'employee:admin' }, { role: 'team-lead' }, { role: 'tm-campaign:read' }] }),
    'GET /employee/zoordinates': () => jsonReply({ items: ['MOSESTFTSA'] }),
    'POST /employee/': (_call: RecordedCall) => (refusal ? jsonReply(refusal.body, refusal.status) : jsonReply(created, 201)),
    [`GET /employee/${created.user_id}`]: () => jsonReply(created),
    [`GET /employee/${created.user_id}/changes`]: () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
  }));
  beforeEach(() => {
    refusal = null;
  });

  async function fillPerson(user: ReturnType<typeof renderBackoffice>['user']) {
    await user.type(await screen.findByTestId('employee-form-first-name'), ' Eva ');
    await user.type(screen.getByTestId('employee-form-last-name'), 'Ek');
    await user.type(screen.getByTestId('employee-form-email'), 'eva.ek@zrm.example');
  }

  it('is reached from the list, sends the profile and opens the new person', async () => {
    const { user } = renderBackoffice('/internal-users', { signedInAs: admin });
    await user.click(await screen.findByTestId('internal-users-new'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New internal user');
    await fillPerson(user);
    await user.type(screen.getByTestId('employee-form-phone'), '+46701234567');
    // Roles are offered by their screen names; one without a screen name shows as stored.
    await user.click(within(screen.getByTestId('employee-form-roles')).getByRole('combobox'));
    expect(await screen.findByTitle('tm-campaign:read')).toBeInTheDocument();
    await user.click(screen.getByTitle('TeamLead'));
    // A coordinate in use is picked by its name; a new one is typed, in any letter case.
    const coordinates = within(screen.getByTestId('employee-form-coordinates')).getByRole('combobox');
    await user.click(coordinates);
    await user.click(await screen.findByTitle('MOSESTFTSA · Sweden · Mortgage · SA · FT · Sthlm'));
    await user.type(coordinates, 'monoupftsa{enter}');
    await user.type(screen.getByTestId('employee-form-telavox-id'), 'eva_ek-1');
    await user.click(screen.getByTestId('employee-form-submit'));

    await waitFor(() => expect(harness.gateway.callsTo('POST /employee/')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /employee/')[0]?.body).toEqual({
      first_name: 'Eva',
      last_name: 'Ek',
      email: 'eva.ek@zrm.example',
      phone_number: '+46701234567',
      language: 'en',
      roles: ['team-lead'],
      zoordinates: ['MOSESTFTSA', 'MONOUPFTSA'],
      banks: [],
      telephony_ids: ['telavox:eva_ek-1'],
      sverker_id: null,
    });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Eva Ek'));
    expect(screen.getByText('Eva Ek was created')).toBeInTheDocument();
    expect(screen.getByTestId('internal-user-telephony-ids')).toHaveTextContent('telavox:eva_ek-1');
    await settle(harness);
  });

  it('shows a refusal naming a field on that field and stays on the form', async () => {
    refusal = { status: 400, body: { detail: 'That e-mail domain is not ours', field: 'email', request_id: 'r-1' } };
    const { user } = renderBackoffice('/internal-users/new', { signedInAs: admin });
    await fillPerson(user);
    await user.click(screen.getByTestId('employee-form-submit'));
    expect(await within(fieldOf('employee-form-email')).findByText('That e-mail domain is not ours')).toBeInTheDocument();
    expect(screen.queryByTestId('employee-form-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('New internal user');
    await settle(harness);
  });

  it('shows a taken Sverker id (409) on its field, and a refusal naming no field above the form', async () => {
    refusal = { status: 409, body: { detail: 'The Sverker id 77 is already taken', request_id: 'r-2' } };
    const { user } = renderBackoffice('/internal-users/new', { signedInAs: admin });
    await fillPerson(user);
    await user.type(screen.getByTestId('employee-form-sverker-id'), '77');
    await user.click(screen.getByTestId('employee-form-submit'));
    expect(await within(fieldOf('employee-form-sverker-id')).findByText('The Sverker id 77 is already taken')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /employee/')[0]?.body).toEqual(expect.objectContaining({ sverker_id: '77' }));

    refusal = { status: 503, body: { detail: 'Core is down', request_id: 'r-3' } };
    await user.click(screen.getByTestId('employee-form-submit'));
    expect(await screen.findByTestId('employee-form-error-message')).toHaveTextContent('The internal user was not saved');
    expect(screen.getByTestId('employee-form-error-request-id')).toHaveTextContent('r-3');
    await settle(harness);
  });

  it('checks the shapes before calling the gateway', async () => {
    const { user } = renderBackoffice('/internal-users/new', { signedInAs: admin });
    await fillPerson(user);
    await user.type(screen.getByTestId('employee-form-phone'), '0701234567');
    await user.type(within(screen.getByTestId('employee-form-coordinates')).getByRole('combobox'), 'MOSE{enter}');
    await user.type(screen.getByTestId('employee-form-telavox-id'), 'not valid');
    await user.click(screen.getByTestId('employee-form-submit'));
    expect(await screen.findByText('Use the international format, e.g. +46701234567')).toBeInTheDocument();
    expect(await screen.findByText('A coordinate is 10 capital letters or digits, e.g. MOSESTFTSA')).toBeInTheDocument();
    expect(await screen.findByText('1 to 64 letters, digits, _ or -')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /employee/')).toHaveLength(0);
    await settle(harness);
  });
});
