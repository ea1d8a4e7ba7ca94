import { screen, waitFor, within } from '@testing-library/react';
import { LOGOUT_BEFORE_EXPIRY_MS } from '@zrm/api';
import { jsonReply } from '@zrm/api/testing';

import { SESSION_STORAGE_KEY } from '../App';
import { currentLocation, renderMyPages, sampleMe, useMyPagesHarness } from '../testing';

describe('the signed-in customer frame', () => {
  const harness = useMyPagesHarness();

  it('shows the loading screen, then greets the customer with their details', async () => {
    renderMyPages('/', { signedIn: true });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByTestId('loading-message')).not.toBeEmptyDOMElement();

    const home = await screen.findByTestId('customer-home');
    expect(within(home).getByTestId('customer-greeting')).toHaveTextContent('Hello, Anna!');
    expect(within(home).getByTestId('customer-pni')).toHaveTextContent('19811228-9874');
    expect(within(home).getByTestId('customer-phone')).toHaveTextContent('+46 70 123 45 67');
    expect(within(home).getByTestId('customer-email')).toHaveTextContent('anna.svensson@example.se');
    expect(harness.gateway.callsTo('GET /my-pages/me')[0]?.headers.get('Authorization')).toBe('Bearer jwt-c');
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    expect(screen.getByTestId('logout-button')).toHaveTextContent('Log out');
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });

  it('says when contact details are missing', async () => {
    harness.gateway.on('GET /my-pages/me', () => jsonReply(sampleMe({}, { phone_number: null, email: null })));
    renderMyPages('/', { signedIn: true });
    expect(await screen.findByTestId('customer-phone')).toHaveTextContent('Not given');
    expect(screen.getByTestId('customer-email')).toHaveTextContent('Not given');
  });

  it('shows customer service of the customer’s country in the footer, in the reader’s language', async () => {
    harness.gateway.on('GET /my-pages/me', () => jsonReply(sampleMe({}, { country: 'NO', pni: '12345678901' })));
    renderMyPages('/', { signedIn: true });
    const footer = await screen.findByTestId('support-footer');
    await waitFor(() => expect(within(footer).getByTestId('support-phone')).toHaveTextContent('+46 8 123 456 78'));
    expect(within(footer).getByTestId('support-phone')).toHaveAttribute('href', 'tel:+46812345678');
    expect(within(footer).getByTestId('support-email')).toHaveTextContent('kundservice@zrm.se');
    expect(within(footer).getByTestId('support-opening-hours')).toHaveTextContent('Mon–Fri 08–17');
    const [call] = harness.gateway.callsTo('GET /my-pages/content-settings');
    expect(call?.query.get('country')).toBe('NO');
    expect(call?.headers.get('Accept-Language')).toBe('en');
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-c');
    // Norwegian personal ids are shown as they are.
    expect(screen.getByTestId('customer-pni')).toHaveTextContent('12345678901');
  });

  it('says so when customer service cannot be read', async () => {
    harness.gateway.on('GET /my-pages/content-settings', () => jsonReply({ detail: 'down', request_id: 'r' }, 503));
    renderMyPages('/', { signedIn: true });
    expect(await screen.findByText('The customer service contact details could not be loaded.')).toBeInTheDocument();
  });

  it('shows the impersonation banner with the customer and the staff member', async () => {
    harness.gateway.on('GET /my-pages/me', () =>
      jsonReply(sampleMe({ impersonate: true, impersonator_name: 'Jonas Admin', impersonator_id: 'u-jonas' })),
    );
    renderMyPages('/', { signedIn: true });
    expect(await screen.findByTestId('impersonation-banner')).toHaveTextContent(
      'Jonas Admin is viewing My Pages as Anna Svensson.',
    );
  });

  it('logs out by itself 2 minutes before the token expires, and the login says why', async () => {
    const { store } = renderMyPages('/', { signedIn: true, expiresInMs: LOGOUT_BEFORE_EXPIRY_MS + 1_000 });
    expect(store.getState().auth.session?.token).toBe('jwt-c');
    expect(await screen.findByTestId('logged-out-notice')).toHaveTextContent(
      'You were logged out. Please log in again.',
    );
    expect(screen.getByTestId('login-other-device')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a refused token (401 from /my-pages/me) is a logout with the notice', async () => {
    harness.gateway.on('GET /my-pages/me', () => jsonReply({ detail: 'Token expired', request_id: 'r-me' }, 401));
    renderMyPages('/', { signedIn: true });
    expect(await screen.findByTestId('logged-out-notice')).toHaveTextContent(
      'You were logged out. Please log in again.',
    );
  });

  it('logout revokes the token on the gateway, then shows the login', async () => {
    harness.gateway.on('POST /auth/logout', () => ({ status: 204 }));
    const { user } = renderMyPages('/', { signedIn: true });
    await user.click(await screen.findByTestId('logout-button'));
    expect(await screen.findByTestId('login-other-device')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer jwt-c');
    expect(screen.queryByTestId('logged-out-notice')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a failed logout says "Unable to logout." and stays signed in', async () => {
    harness.gateway.on('POST /auth/logout', () =>
      jsonReply({ detail: 'Something went wrong', request_id: 'r' }, 503),
    );
    const { user } = renderMyPages('/', { signedIn: true });
    await user.click(await screen.findByTestId('logout-button'));
    expect(await screen.findByText('Unable to logout.')).toBeInTheDocument();
    expect(screen.getByTestId('customer-home')).toBeInTheDocument();
  });

  it('signed in, the debt register (/gjeld) is not found for a Swedish customer', async () => {
    renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/gjeld');
  });

  it('an unknown page inside the frame is not found', async () => {
    renderMyPages('/offers', { signedIn: true });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.getByTestId('support-footer')).toBeInTheDocument();
  });
});
