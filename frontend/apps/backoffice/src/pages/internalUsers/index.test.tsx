import { screen, within } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['employee:admin'], zoordinates: ['MOSESTFTSA'] });
const erik = sampleUser({
  user_id: '70c3181d-6dc4-463d-9b6e-2c8041033cc0',
  name: 'Erik Lind',
  email: 'erik.sales@zrm.example',
  phone_number: '+46701234503',
  roles: [],
  zoordinates: ['MOSESTFTSA', 'MONOUPFTSA'],
  last_login: null,
});
const gone = sampleUser({ user_id: 'u-gone', name: 'Göran Gone', email: 'goran@zrm.example', deactivated: true });
const held = sampleUser({ user_id: 'u-held', name: 'Hedda Held', email: 'hedda@zrm.example', blocked: true });

describe('internal users', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /employee/all': () => jsonReply({ items: [erik, gone, held], total: 3, page: 1, limit: 25 }),
    [`GET /employee/${erik.user_id}`]: () => jsonReply(erik),
  }));

  it('lists every employee, the deactivated and blocked too, and opens one with roles and coordinates named', async () => {
    const { user } = renderBackoffice('/internal-users', { signedInAs: admin });
    const table = await screen.findByTestId('internal-users-table');
    expect(await within(table).findByText('Erik Lind')).toBeInTheDocument();
    for (const header of ['Name', 'Phone Number', 'Email', 'Last login', 'Status']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(within(table).getByText('+46701234503')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Deactivated')).toBeInTheDocument();
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(within(table).getAllByText('Active').length).toBeGreaterThan(0);
    expect(harness.gateway.callsTo('GET /employee/all')[0]?.query.get('without_deactivated')).toBe('false');

    await user.click(screen.getByTestId('internal-user-erik.sales@zrm.example'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Erik Lind');
    expect(screen.getByTestId('internal-user-roles')).toHaveTextContent('No roles');
    expect(screen.getByTestId('internal-user-coordinates')).toHaveTextContent('MONOUPFTSA Norway · Mortgage · SA · FT · Upps');
    expect(await screen.findByTestId('internal-user-breadcrumb-name')).toHaveTextContent('Erik Lind');
    await settle(harness);
  });

  it('says "Cannot get list of employees" when the list fails', async () => {
    harness.gateway.on('GET /employee/all', () => jsonReply({ detail: 'down', request_id: 'r-9' }, 503));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBackoffice('/internal-users', { signedInAs: admin });
    expect(await screen.findByTestId('internal-users-error-message')).toHaveTextContent('Cannot get list of employees');
    expect(warn).toHaveBeenCalledWith('Cannot get list of employees', 'r-9');
    warn.mockRestore();
    await settle(harness);
  });

  it('is neither in the menu nor open to someone without EmployeeAdmin', async () => {
    const advisor = sampleUser({ roles: [], zoordinates: ['MOSESTFTSA'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(advisor));
    renderBackoffice('/internal-users', { signedInAs: advisor });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-internal-users')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /employee/all')).toHaveLength(0);
    await settle(harness);
  });
});
