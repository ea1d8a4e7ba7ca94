import { screen, waitFor } from '@testing-library/react';
import { jsonReply, tokenExpiringIn } from '@zrm/api/testing';

import { SESSION_STORAGE_KEY } from '../../App';
import { currentLocation, renderMyPages, sampleCustomerUser, useMyPagesHarness } from '../../testing';

describe('the ID sign-in callback', () => {
  const expiresAt = tokenExpiringIn(3_600_000);
  const harness = useMyPagesHarness(() => ({
    'POST /my-pages/id-login/exchange': () =>
      jsonReply({ token: 'jwt-new', expires_at: expiresAt, user: sampleCustomerUser() }),
  }));

  it('exchanges the ticket once, stores the session and opens the remembered page', async () => {
    window.sessionStorage.setItem('zrm.mypages.target', '/?welcome=1');
    renderMyPages('/auth/callback?ticket_id=t-9');
    expect(await screen.findByTestId('customer-home')).toBeInTheDocument();

    const exchanges = harness.gateway.callsTo('POST /my-pages/id-login/exchange');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ ticket_id: 't-9' });
    expect(exchanges[0]?.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'jwt-new',
      expiresAt,
      platform: 'customer',
      user: null,
    });
    expect(currentLocation.value?.pathname).toBe('/');
    expect(currentLocation.value?.search).toBe('?welcome=1');
    expect(window.sessionStorage.getItem('zrm.mypages.target')).toBeNull();
    // The signed-in calls carry the new token.
    await waitFor(() => expect(harness.gateway.callsTo('GET /my-pages/me')).not.toHaveLength(0));
    expect(harness.gateway.callsTo('GET /my-pages/me')[0]?.headers.get('Authorization')).toBe('Bearer jwt-new');
  });

  it('opens home when no page was remembered', async () => {
    renderMyPages('/auth/callback?ticket_id=t-9');
    expect(await screen.findByTestId('customer-home')).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/');
  });

  it('a refused ticket (401) says so, and "Try again" returns to the login', async () => {
    harness.gateway.on('POST /my-pages/id-login/exchange', () =>
      jsonReply({ detail: 'Unknown or used ticket', request_id: 'r-ex' }, 401),
    );
    const { user } = renderMyPages('/auth/callback?ticket_id=used');
    expect(await screen.findByTestId('bankid-error-message')).toHaveTextContent('The login could not be completed.');
    expect(screen.getByTestId('bankid-error')).toHaveTextContent('r-ex');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByTestId('bankid-retry'));
    expect(await screen.findByTestId('login-other-device')).toBeInTheDocument();
  });

  it('without a ticket it exchanges nothing', async () => {
    renderMyPages('/auth/callback');
    expect(await screen.findByTestId('bankid-error')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/id-login/exchange')).toHaveLength(0);
  });

  it('signed in already (a reload), it spends no ticket and opens the page', async () => {
    window.sessionStorage.setItem('zrm.mypages.target', '/');
    renderMyPages('/auth/callback?ticket_id=t-9', { signedIn: true });
    expect(await screen.findByTestId('customer-home')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/id-login/exchange')).toHaveLength(0);
  });
});
