import { authApi } from './endpoints/auth';
import { leadsApi } from './endpoints/leads';
import { loggedIn } from './auth/authSlice';
import { isApiError } from './errors';
import { createAppStore } from './store';
import { jsonReply, mockGateway, sampleUser, tokenExpiringIn, type MockGateway } from './testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const listArgs = { page: 1, limit: 25, includeFailed: false, includeHandled: false, unassignedOnly: false } as const;

describe('gateway base query', () => {
  let gateway: MockGateway;
  afterEach(() => {
    gateway.restore();
    delete window.__ZRM_CONFIG__;
  });

  function signedInStore() {
    const store = createAppStore({ storageKey: 'test.session' });
    store.dispatch(
      loggedIn({ token: 'jwt-1', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: sampleUser() }),
    );
    return store;
  }

  it('calls the configured base URL with a bearer token and a new request id each time', async () => {
    window.__ZRM_CONFIG__ = { apiBaseUrl: 'http://gateway.test:9000/' };
    gateway = mockGateway({ 'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }) });
    let seenOrigin = '';
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seenOrigin = new URL(new Request(input, init).url).origin;
      return realFetch(input, init);
    };
    const store = signedInStore();
    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    await store.dispatch(leadsApi.endpoints.listLeads.initiate({ ...listArgs, page: 2 }));

    expect(seenOrigin).toBe('http://gateway.test:9000');
    const [first, second] = gateway.callsTo('GET /lead/list');
    expect(first?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(first?.headers.get('X-Request-ID')).toMatch(UUID);
    expect(second?.headers.get('X-Request-ID')).toMatch(UUID);
    expect(first?.headers.get('X-Request-ID')).not.toBe(second?.headers.get('X-Request-ID'));
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      page: '1',
      limit: '25',
      include_failed: 'false',
      include_handled: 'false',
      unassigned_only: 'false',
    });
  });

  it('asks for server texts in the language the app shows', async () => {
    gateway = mockGateway({ 'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }) });
    const store = signedInStore();
    document.documentElement.lang = 'nb';
    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    document.documentElement.lang = 'sv';
    await store.dispatch(leadsApi.endpoints.listLeads.initiate({ ...listArgs, page: 2 }));
    document.documentElement.lang = '';
    await store.dispatch(leadsApi.endpoints.listLeads.initiate({ ...listArgs, page: 3 }));

    const languages = gateway.callsTo('GET /lead/list').map((call) => call.headers.get('Accept-Language'));
    expect(languages[0]).toBe('nb');
    expect(languages[1]).toBe('sv');
    expect(languages[2]).not.toBe('sv');
  });

  it('normalises a validation error to detail, request id and field', async () => {
    gateway = mockGateway({
      'POST /employee/login': () =>
        jsonReply({ detail: 'Must be a valid email', request_id: 'req-42', field: 'email' }, 400),
    });
    const store = createAppStore({ storageKey: 'test.session' });
    const result = await store.dispatch(authApi.endpoints.login.initiate({ loginRequest: { email: 'x', password: 'y' } }));
    expect('error' in result && result.error).toEqual({
      status: 400,
      detail: 'Must be a valid email',
      requestId: 'req-42',
      field: 'email',
    });
  });

  it('falls back to the request id it sent when the body has none', async () => {
    gateway = mockGateway({ 'GET /lead/get/7': () => ({ status: 502, body: undefined }) });
    const store = signedInStore();
    const result = await store.dispatch(leadsApi.endpoints.getLead.initiate({ id: 7 }));
    const sent = gateway.callsTo('GET /lead/get/7')[0]?.headers.get('X-Request-ID');
    expect(result.error).toEqual({ status: 502, detail: null, requestId: sent, field: null });
  });

  it('reports an unreachable gateway as FETCH_ERROR without detail', async () => {
    gateway = mockGateway();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const store = signedInStore();
    const result = await store.dispatch(leadsApi.endpoints.getLead.initiate({ id: 7 }));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', detail: null });
    expect(isApiError(result.error) && result.error.requestId).toMatch(UUID);
  });

  it('logs out with the notice when a signed-in call gets 401', async () => {
    gateway = mockGateway({ 'GET /lead/list': () => jsonReply({ detail: 'Token revoked', request_id: 'r' }, 401) });
    const store = signedInStore();
    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    expect(store.getState().auth).toEqual({ session: null, notice: 'loggedOut' });
    expect(window.localStorage.getItem('test.session')).toBeNull();
  });

  it('keeps a wrong password on the form: 401 without a token does not log anyone out', async () => {
    gateway = mockGateway({
      'POST /employee/login': () => jsonReply({ detail: 'Wrong username or password', request_id: 'r' }, 401),
    });
    const store = createAppStore({ storageKey: 'test.session' });
    const result = await store.dispatch(authApi.endpoints.login.initiate({ loginRequest: { email: 'a@b.se', password: 'x' } }));
    expect('error' in result && result.error).toMatchObject({ status: 401, detail: 'Wrong username or password' });
    expect(store.getState().auth.notice).toBeNull();
  });
});
