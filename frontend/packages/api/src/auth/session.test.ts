import { authApi } from '../endpoints/auth';
import { createAppStore } from '../store';
import { jsonReply, mockGateway, sampleUser, tokenExpiringIn, type MockGateway } from '../testing';
import { loggedIn } from './authSlice';
import { LOGOUT_BEFORE_EXPIRY_MS } from './session';

const KEY = 'zrm.test.session';

describe('session life cycle', () => {
  let gateway: MockGateway | null = null;
  afterEach(() => {
    gateway?.restore();
    gateway = null;
    jest.useRealTimers();
  });

  it('signs in with the one-time code, stores the session and restores it in a new store', async () => {
    const expiresAt = tokenExpiringIn(8 * 3_600_000);
    gateway = mockGateway({
      'POST /employee/login/validate': () => jsonReply({ token: 'jwt-9', expires_at: expiresAt, user: sampleUser() }),
    });
    const store = createAppStore({ storageKey: KEY });
    await store.dispatch(authApi.endpoints.loginValidate.initiate({ validateLoginRequest: { session_id: 's-1', otp: '123456' } }));
    expect(store.getState().auth.session).toEqual({
      token: 'jwt-9',
      expiresAt,
      platform: 'employee',
      user: sampleUser(),
    });
    expect(gateway.callsTo('POST /employee/login/validate')[0]?.body).toEqual({ session_id: 's-1', otp: '123456' });

    const restored = createAppStore({ storageKey: KEY });
    expect(restored.getState().auth.session?.token).toBe('jwt-9');
  });

  it('logs out by itself 2 minutes before the token expires, with the notice', async () => {
    jest.useFakeTimers();
    const store = createAppStore({ storageKey: KEY });
    store.dispatch(
      loggedIn({ token: 't', expiresAt: tokenExpiringIn(LOGOUT_BEFORE_EXPIRY_MS + 60_000), platform: 'employee', user: null }),
    );
    await jest.advanceTimersByTimeAsync(59_000);
    expect(store.getState().auth.session).not.toBeNull();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(store.getState().auth).toEqual({ session: null, notice: 'loggedOut' });
  });

  it('a newer login replaces the running timer', async () => {
    jest.useFakeTimers();
    const store = createAppStore({ storageKey: KEY });
    store.dispatch(
      loggedIn({ token: 'a', expiresAt: tokenExpiringIn(LOGOUT_BEFORE_EXPIRY_MS + 1_000), platform: 'employee', user: null }),
    );
    store.dispatch(
      loggedIn({ token: 'b', expiresAt: tokenExpiringIn(LOGOUT_BEFORE_EXPIRY_MS + 60_000), platform: 'employee', user: null }),
    );
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.getState().auth.session?.token).toBe('b');
  });

  it('does not restore a session within 2 minutes of expiry, and says why', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ token: 'old', expiresAt: tokenExpiringIn(60_000), platform: 'employee', user: null }),
    );
    const store = createAppStore({ storageKey: KEY });
    expect(store.getState().auth).toEqual({ session: null, notice: 'loggedOut' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a corrupt stored session', () => {
    window.localStorage.setItem(KEY, '{"token": 5}');
    expect(createAppStore({ storageKey: KEY }).getState().auth).toEqual({ session: null, notice: null });
  });

  it('logout revokes on the server, then clears the session and the cache', async () => {
    gateway = mockGateway({
      'POST /auth/logout': () => ({ status: 204 }),
      'GET /employee/me': () => jsonReply(sampleUser()),
    });
    const store = createAppStore({ storageKey: KEY });
    store.dispatch(loggedIn({ token: 't', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: null }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth.session?.user?.name).toBe('Anna Online');

    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect('error' in result).toBe(false);
    expect(gateway.callsTo('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(store.getState().auth).toEqual({ session: null, notice: null });
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('stays signed in when the logout call fails, so the user can retry', async () => {
    gateway = mockGateway({
      'POST /auth/logout': () => jsonReply({ detail: 'Something went wrong', request_id: 'r' }, 503),
    });
    const store = createAppStore({ storageKey: KEY });
    store.dispatch(loggedIn({ token: 't', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: null }));
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 503 });
    expect(store.getState().auth.session?.token).toBe('t');
  });
});
