import { screen, waitFor } from '@testing-library/react';
import { SAVED_COORDINATE_PREFIX, selectActiveCoordinate } from '@zrm/api';
import { jsonReply, sampleLead, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../testing';

const sofia = sampleUser({
  user_id: 'u-sofia',
  name: 'Sofia Bergström',
  roles: ['admin'],
  zoordinates: ['MOSESTFTSA', 'MONOSTFTSA', 'CCSESTFTSA', 'LISEUPFTKH'],
});

describe('coordinates selector', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(sofia),
    'GET /lead/list': () => jsonReply({ items: [sampleLead()], total: 1, page: 1, limit: 25 }),
    'GET /notification/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25, unread: 0 }),
  }));

  it('lists the user’s coordinates with their parts named, the active one ticked', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sofia });
    await user.click(await screen.findByTestId('account-menu'));
    expect(await screen.findByTestId('coordinates-selector')).toHaveTextContent('Coordinates');
    expect(screen.getByTestId('coordinate-MOSESTFTSA')).toHaveTextContent('Sweden · Mortgage · SA · FT · Sthlm');
    expect(screen.getByTestId('coordinate-MOSESTFTSA')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('coordinate-MONOSTFTSA')).toHaveTextContent('Norway · Mortgage · SA · FT · Sthlm');
    expect(screen.getByTestId('coordinate-CCSESTFTSA')).toHaveTextContent('Sweden · Credit card · SA · FT · Sthlm');
    expect(screen.getByTestId('coordinate-LISEUPFTKH')).toHaveTextContent('Sweden · Life insurance · KH · FT · Upps');
    await settle(harness);
  });

  it('switches: every later call carries the new coordinate, the data is fetched again and the choice kept', async () => {
    const { user, store } = renderBackoffice('/mortgage/leads?page=1&limit=25', { signedInAs: sofia });
    await screen.findByTestId('lead-row-123');
    await settle(harness);
    expect(harness.gateway.callsTo('GET /lead/list').at(-1)?.headers.get('x-zoordinates')).toBe('MOSESTFTSA');
    const before = harness.gateway.callsTo('GET /lead/list').length;

    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('coordinate-MONOSTFTSA'));
    expect(await screen.findByText('You now work in Norway · Mortgage · SA · FT · Sthlm')).toBeInTheDocument();
    await waitFor(() => expect(harness.gateway.callsTo('GET /lead/list').length).toBeGreaterThan(before));
    expect(harness.gateway.callsTo('GET /lead/list').at(-1)?.headers.get('x-zoordinates')).toBe('MONOSTFTSA');
    expect(selectActiveCoordinate(store.getState())).toBe('MONOSTFTSA');
    expect(window.localStorage.getItem(`${SAVED_COORDINATE_PREFIX}u-sofia`)).toBe('MONOSTFTSA');
    // The list's own state (its URL) is kept; only its data is the new region's.
    expect(await screen.findByTestId('lead-row-123')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    await settle(harness);
  });

  it('closes the mortgage desk on a credit-card coordinate: the page is not found and Home lands elsewhere', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sofia });
    await screen.findByTestId('lead-row-123');
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('coordinate-CCSESTFTSA'));
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-leads')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-customers')).toBeInTheDocument();
    await user.click(screen.getByTestId('logo'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Notifications');
    await settle(harness);
  });

  it('is not offered to a user with one coordinate', async () => {
    const erik = sampleUser({ user_id: 'u-erik', roles: [], zoordinates: ['MOSESTFTSA'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(erik));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: erik });
    await user.click(await screen.findByTestId('account-menu'));
    expect(await screen.findByTestId('open-settings')).toHaveTextContent('Additional settings');
    expect(screen.queryByTestId('coordinates-selector')).not.toBeInTheDocument();
    await settle(harness);
  });
});
