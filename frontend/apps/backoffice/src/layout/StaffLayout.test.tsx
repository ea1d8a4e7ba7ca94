import { screen, waitFor } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../testing';

describe('staff layout', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
  }));

  it('lands on the leads page and shows the signed-in name', async () => {
    renderBackoffice('/', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Anna Online');
    // On Friday afternoons the name adds the festive note (frame.test.tsx pins the clock for that).
    expect(screen.getByTestId('logo')).toHaveAccessibleName(/^ZRM, to the start page/);
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
  });

  it('logs out through the account menu', async () => {
    harness.gateway.on('POST /auth/logout', () => ({ status: 204 }));
    const { user, store } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(await screen.findByTestId('logout'));
    expect(await screen.findByTestId('login-title')).toHaveTextContent('Log in to ZRM');
    expect(store.getState().auth.session).toBeNull();
    expect(harness.gateway.callsTo('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('says "Unable to logout." and stays signed in when the gateway cannot revoke', async () => {
    harness.gateway.on('POST /auth/logout', () => jsonReply({ detail: 'down', request_id: 'r' }, 503));
    const { user, store } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(await screen.findByTestId('logout'));
    expect(await screen.findByText('Unable to logout.')).toBeInTheDocument();
    expect(store.getState().auth.session).not.toBeNull();
  });

  it('sends the user to login with the notice when the gateway refuses the token', async () => {
    harness.gateway.on('GET /lead/list', () => jsonReply({ detail: 'Token revoked', request_id: 'r' }, 401));
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('logged-out-notice')).toHaveTextContent('You were logged out. Please log in again.');
    await waitFor(() => expect(screen.getByTestId('login-title')).toBeInTheDocument());
  });
});
