import { act, screen, waitFor, within } from '@testing-library/react';
import { loggedOut } from '@zrm/api';
import { jsonReply, sampleUser, tokenExpiringIn } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const emptyLeads = () => jsonReply({ items: [], total: 0, page: 1, limit: 25 });

describe('staff login page', () => {
  const harness = useBackofficeHarness(() => ({ 'GET /lead/list': emptyLeads }));

  it('is where an unauthenticated deep link lands, with its title and choices', () => {
    renderBackoffice('/mortgage/leads');
    expect(screen.getByTestId('login-title')).toHaveTextContent('Log in to ZRM');
    expect(screen.getByText('I am a ZRM employee')).toBeInTheDocument();
    expect(screen.getByText('I am a bank partner')).toBeInTheDocument();
    expect(screen.getByTestId('no-account')).toHaveTextContent('No account? Talk to your team leader');
    expect(harness.gateway.calls).toHaveLength(0);
  });

  it('validates e-mail and password before calling the gateway', async () => {
    const { user } = renderBackoffice('/login');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    await user.click(screen.getByTestId('login-password'));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();

    await user.clear(screen.getByTestId('login-email'));
    await user.click(screen.getByTestId('login-email'));
    await user.paste(`${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(3)}${'c'.repeat(20)}.se`);
    await user.click(screen.getByTestId('login-password'));
    await user.paste('p'.repeat(256));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('Must be at most 255 characters')).toHaveLength(2));
    expect(harness.gateway.callsTo('POST /employee/login')).toHaveLength(0);
  });

  it('shows the server detail and request id when the password is wrong', async () => {
    harness.gateway.on('POST /employee/login', () =>
      jsonReply({ detail: 'Wrong username or password', request_id: 'req-401' }, 401),
    );
    const { user } = renderBackoffice('/login');
    await user.type(screen.getByTestId('login-email'), 'erik.sales@zrm.example');
    await user.type(screen.getByTestId('login-password'), 'nope');
    await user.click(screen.getByTestId('login-submit'));
    const alert = await screen.findByTestId('login-error');
    expect(within(alert).getByTestId('login-error-message')).toHaveTextContent('Wrong username or password');
    expect(within(alert).getByTestId('login-error-request-id')).toHaveTextContent('req-401');
    expect(harness.gateway.callsTo('POST /employee/login')[0]?.body).toEqual({
      email: 'erik.sales@zrm.example',
      password: 'nope',
    });
  });

  it('falls back to "Wrong username or password" when the server sends no detail', async () => {
    harness.gateway.on('POST /employee/login', () => ({ status: 401, body: {} }));
    const { user } = renderBackoffice('/login');
    await user.type(screen.getByTestId('login-email'), 'erik.sales@zrm.example');
    await user.type(screen.getByTestId('login-password'), 'nope');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error-message')).toHaveTextContent('Wrong username or password');
  });

  it('puts a validation error from the server on its field', async () => {
    harness.gateway.on('POST /employee/login', () =>
      jsonReply({ detail: 'Must be a valid email', request_id: 'r', field: 'email' }, 400),
    );
    const { user } = renderBackoffice('/login');
    await user.type(screen.getByTestId('login-email'), 'a@b.c');
    await user.type(screen.getByTestId('login-password'), 'x');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('signs in with the one-time code and restores the remembered page', async () => {
    const expiresAt = tokenExpiringIn(8 * 3_600_000);
    harness.gateway.on('POST /employee/login', () =>
      jsonReply({ session_id: 'sess-1', otp_required: true, expires_at: expiresAt }),
    );
    harness.gateway.on('POST /employee/login/validate', ({ body }) =>
      (body as { otp: string }).otp === '654321'
        ? jsonReply({ token: 'jwt-ok', expires_at: expiresAt, user: sampleUser() })
        : jsonReply({ detail: 'Invalid or expired one-time code', request_id: 'req-otp' }, 401),
    );
    const { user, store } = renderBackoffice('/mortgage/leads?page=2&limit=10');
    await user.type(screen.getByTestId('login-email'), 'anna.online@zrm.example');
    await user.type(screen.getByTestId('login-password'), 'demo-online-1');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('otp-note')).toHaveTextContent('Check your email for the OTP');
    await user.type(screen.getByTestId('login-otp'), '123');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByText('OTP must be 6 to 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByTestId('login-otp'));
    await user.type(screen.getByTestId('login-otp'), '111111');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByTestId('otp-error-message')).toHaveTextContent('Invalid or expired one-time code');

    await user.clear(screen.getByTestId('login-otp'));
    await user.type(screen.getByTestId('login-otp'), '654321');
    await user.click(screen.getByTestId('otp-submit'));

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    await waitFor(() => expect(harness.gateway.callsTo('GET /lead/list')).not.toHaveLength(0));
    const list = harness.gateway.callsTo('GET /lead/list')[0];
    expect(list?.query.get('page')).toBe('2');
    expect(list?.query.get('limit')).toBe('10');
    expect(list?.headers.get('Authorization')).toBe('Bearer jwt-ok');
    expect(harness.gateway.callsTo('POST /employee/login/validate').map((c) => c.body)).toEqual([
      { session_id: 'sess-1', otp: '111111' },
      { session_id: 'sess-1', otp: '654321' },
    ]);
    expect(store.getState().auth.session?.platform).toBe('employee');
  });

  it('goes back from the code step to the credentials', async () => {
    harness.gateway.on('POST /employee/login', () =>
      jsonReply({ session_id: 's', otp_required: true, expires_at: tokenExpiringIn(60_000) }),
    );
    const { user } = renderBackoffice('/login');
    await user.type(screen.getByTestId('login-email'), 'erik.sales@zrm.example');
    await user.type(screen.getByTestId('login-password'), 'demo-sales-1');
    await user.click(screen.getByTestId('login-submit'));
    await user.click(await screen.findByTestId('otp-start-over'));
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
  });

  it('leads a bank partner to the partner portal, and says so where none is deployed', async () => {
    const first = renderBackoffice('/login');
    await first.user.click(screen.getByTestId('platform-partner'));
    expect(screen.getByTestId('partner-login')).toBeDisabled();
    expect(screen.getByTestId('partner-not-configured')).toHaveTextContent(
      'Partner sign-in is not configured in this environment.',
    );
    expect(screen.queryByTestId('login-email')).toBeNull();
    first.unmount();

    window.__ZRM_CONFIG__ = { ...window.__ZRM_CONFIG__, bankPortalUrl: 'https://partners.zrm.example/' };
    const { user } = renderBackoffice('/login');
    await user.click(screen.getByTestId('platform-partner'));
    expect(screen.getByTestId('partner-login')).toHaveAttribute('href', 'https://partners.zrm.example/login');
    expect(screen.queryByTestId('partner-not-configured')).toBeNull();
  });

  it('signs in through the identity provider popup with the answer the callback page hands back', async () => {
    harness.gateway.on('POST /employee/idp/login', () =>
      jsonReply({ authorization_url: 'https://idp.example/authorize?state=s1', expires_at: tokenExpiringIn(600_000) }),
    );
    harness.gateway.on('POST /employee/idp/callback', () =>
      jsonReply({ token: 'idp-token', expires_at: tokenExpiringIn(3_600_000), user: sampleUser() }),
    );
    const popup = { location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, store } = renderBackoffice('/login?redirectTo=%2Fmortgage%2Fleads');
    await user.click(screen.getByTestId('idp-login'));
    expect(open).toHaveBeenCalledWith('about:blank', 'zrm-idp-login', expect.any(String));
    await waitFor(() => expect(popup.location.href).toBe('https://idp.example/authorize?state=s1'));
    expect(harness.gateway.callsTo('POST /employee/idp/login')[0]?.body).toEqual({ language: 'en' });
    expect(await screen.findByTestId('idp-waiting')).toHaveTextContent('Finish signing in in the window that opened.');

    // A message from another origin is ignored; the callback page's own is taken.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'zrm-idp-callback', callback: 'code=x' } }),
      );
    });
    expect(harness.gateway.callsTo('POST /employee/idp/callback')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'zrm-idp-callback', callback: 'code=c1&state=s1' },
        }),
      );
    });
    await waitFor(() => expect(store.getState().auth.session?.token).toBe('idp-token'));
    expect(harness.gateway.callsTo('POST /employee/idp/callback')[0]?.body).toEqual({ callback: 'code=c1&state=s1' });
    open.mockRestore();
  });

  it('says the popup was blocked, and shows why the provider refused someone', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderBackoffice('/login');
    await user.click(screen.getByTestId('idp-login'));
    expect(screen.getByTestId('idp-popup-blocked')).toHaveTextContent('The sign-in window was blocked');
    expect(harness.gateway.callsTo('POST /employee/idp/login')).toHaveLength(0);

    harness.gateway.on('POST /employee/idp/login', () =>
      jsonReply({ authorization_url: 'https://idp.example/authorize', expires_at: tokenExpiringIn(600_000) }),
    );
    harness.gateway.on('POST /employee/idp/callback', () =>
      jsonReply({ detail: 'Your ZRM account is deactivated; talk to your team leader', request_id: 'req-403' }, 403),
    );
    open.mockReturnValue({ location: { href: '' }, close: jest.fn() } as unknown as Window);
    await user.click(screen.getByTestId('idp-login'));
    await screen.findByTestId('idp-waiting');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'zrm-idp-callback', callback: 'code=c&state=s' } }),
      );
    });
    const alert = await screen.findByTestId('idp-error');
    expect(within(alert).getByTestId('idp-error-message')).toHaveTextContent(
      'Your ZRM account is deactivated; talk to your team leader',
    );
    open.mockRestore();
  });

  it('says how long to wait after too many failed attempts, in the user’s language', async () => {
    harness.gateway.on('POST /employee/login', () =>
      jsonReply({ detail: 'Too many failed attempts; try again in 9 minutes', request_id: 'r', retry_after_secs: 540 }, 429),
    );
    const { i18n } = await import('@zrm/i18n');
    await i18n.changeLanguage('sv');
    const { user } = renderBackoffice('/login');
    await user.type(screen.getByTestId('login-email'), 'erik.sales@zrm.example');
    await user.type(screen.getByTestId('login-password'), 'nope');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error-message')).toHaveTextContent(
      'För många misslyckade försök. Försök igen om 9 minuter.',
    );
  });

  it('says why the user is back on the login page after a timeout', async () => {
    const { store } = renderBackoffice('/login', { signedInAs: sampleUser() });
    act(() => {
      store.dispatch(loggedOut({ expired: true }));
    });
    expect(await screen.findByTestId('logged-out-notice')).toHaveTextContent('You were logged out. Please log in again.');
  });

  it('renders in Swedish', async () => {
    const { i18n } = await import('@zrm/i18n');
    await i18n.changeLanguage('sv');
    renderBackoffice('/login');
    expect(screen.getByTestId('login-title')).toHaveTextContent('Logga in i ZRM');
    expect(screen.getByText('Jag är anställd på ZRM')).toBeInTheDocument();
  });
});
