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

  it('disables the partner sign-in and says why when no identity provider is configured', async () => {
    const { user } = renderBackoffice('/login');
    await user.click(screen.getByTestId('platform-partner'));
    expect(screen.getByTestId('partner-login')).toBeDisabled();
    expect(screen.getByTestId('partner-not-configured')).toHaveTextContent(
      'Partner sign-in is not configured in this environment.',
    );
    expect(screen.queryByTestId('login-email')).toBeNull();
  });

  it('opens the identity provider in a popup when configured', async () => {
    window.__ZRM_CONFIG__ = { ...window.__ZRM_CONFIG__, idpLoginUrl: 'https://idp.example/authorize?client_id=zrm' };
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderBackoffice('/login');
    await user.click(screen.getByTestId('platform-partner'));
    await user.click(screen.getByTestId('partner-login'));
    expect(open).toHaveBeenCalledWith('https://idp.example/authorize?client_id=zrm', 'zrm-idp-login', expect.any(String));
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in window was blocked');
    open.mockRestore();
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
