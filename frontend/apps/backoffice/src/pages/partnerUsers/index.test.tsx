import { screen, within } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['partner:admin'], zoordinates: ['MOSESTFTSA'] });
const karin = sampleUser({
  user_id: 'b6d1c8a2-4f1e-4c55-9d1a-0c9e6c2f7a10',
  name: 'Karin Berg',
  email: 'karin.berg@sbab.example',
  phone_number: '+46701234511',
  roles: [],
  zoordinates: [],
  banks: [
    { country: 'SE', product: 'mortgage', bank_id: 1 },
    { country: 'NO', product: 'mortgage', bank_id: 7 },
  ],
  last_login: null,
});
const ola = sampleUser({
  user_id: 'u-ola',
  name: 'Ola Nordmann',
  email: 'ola@dnb.example',
  roles: [],
  zoordinates: [],
  banks: [{ country: 'NO', product: 'mortgage', bank_id: 99 }],
  deactivated: true,
});
const BANKS = {
  items: [
    { bank_id: 7, code: 'DNB', country: 'NO', name: 'DNB' },
    { bank_id: 3, code: 'HB', country: 'SE', name: 'Handelsbanken' },
    { bank_id: 1, code: 'SBAB', country: 'SE', name: 'SBAB' },
  ],
};

describe('partner users', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /partner/users': () => jsonReply({ items: [karin, ola], total: 2, page: 1, limit: 25 }),
    'GET /bank/all': () => jsonReply(BANKS),
  }));

  it('lists the partners with their banks by name, the deactivated too, from the menu', async () => {
    const { user } = renderBackoffice('/notifications', { signedInAs: admin });
    await user.click(await screen.findByTestId('menu-partner-users'));
    const table = await screen.findByTestId('partner-users-table');
    expect(await within(table).findByText('Karin Berg')).toBeInTheDocument();
    for (const header of ['Name', 'Email', 'Phone Number', 'Banks', 'Last login', 'Status']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(await within(table).findByText('SBAB, DNB')).toBeInTheDocument();
    // A bank the catalogue does not list is still named, by its id and country.
    expect(within(table).getByTestId('partner-user-banks-ola@dnb.example')).toHaveTextContent('Bank 99 (NO)');
    expect(within(table).getByText('+46701234511')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Deactivated')).toBeInTheDocument();
    const list = harness.gateway.callsTo('GET /partner/users')[0];
    expect([list?.query.get('page'), list?.query.get('limit')]).toEqual(['1', '25']);
    expect(screen.getByTestId('partner-users-new')).toHaveAttribute('href', '/partner/user/new');
    await settle(harness);
  });

  it('says "Cannot get list of partner users" when the list fails', async () => {
    harness.gateway.on('GET /partner/users', () => jsonReply({ detail: 'down', request_id: 'r-9' }, 503));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBackoffice('/partner/users', { signedInAs: admin });
    expect(await screen.findByTestId('partner-users-error-message')).toHaveTextContent('Cannot get list of partner users');
    expect(warn).toHaveBeenCalledWith('Cannot get list of partner users', 'r-9');
    warn.mockRestore();
    await settle(harness);
  });

  it('is neither in the menu nor open to someone without PartnerAdmin', async () => {
    const lead = sampleUser({ roles: ['team-lead'], zoordinates: ['MOSESTFTSA'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(lead));
    renderBackoffice('/partner/users', { signedInAs: lead });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-partner-users')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /partner/users')).toHaveLength(0);
    await settle(harness);
  });
});
