import { loggedIn, loggedOut } from '../auth/authSlice';
import { authApi } from '../endpoints/auth';
import { leadsApi } from '../endpoints/leads';
import { createAppStore } from '../store';
import { jsonReply, mockGateway, sampleUser, tokenExpiringIn, type MockGateway } from '../testing';
import { activeCoordinateOf, parseCoordinate } from './coordinateCode';
import { coordinateChosen, selectActiveCoordinate, selectActiveCoordinateParts } from './coordinatesSlice';
import { SAVED_COORDINATE_PREFIX } from './savedCoordinate';

const KEY = 'test.coordinates.session';
const listArgs = { page: 1, limit: 25, includeFailed: false, includeHandled: false, unassignedOnly: false } as const;
const twoCountries = sampleUser({ user_id: 'u-sofia', zoordinates: ['MOSESTFTSA', 'MONOSTFTSA'] });

function signedIn(user = twoCountries, platform: 'employee' | 'bank' = 'employee') {
  const store = createAppStore({ storageKey: KEY });
  store.dispatch(loggedIn({ token: 'jwt', expiresAt: tokenExpiringIn(3_600_000), platform, user }));
  return store;
}

describe('coordinate codes', () => {
  it('reads the five parts in the order Product, Country, Office, EmploymentType, Department', () => {
    expect(parseCoordinate('MOSESTFTSA')).toEqual({
      code: 'MOSESTFTSA',
      product: 'MO',
      country: 'SE',
      office: 'ST',
      employmentType: 'FT',
      department: 'SA',
    });
    expect(parseCoordinate('MOSE')).toBeNull();
    expect(parseCoordinate('mosestftsa')).toBeNull();
  });

  it('is the saved choice while the user holds it, else the first', () => {
    expect(activeCoordinateOf(['MOSESTFTSA', 'MONOSTFTSA'], 'MONOSTFTSA')).toBe('MONOSTFTSA');
    expect(activeCoordinateOf(['MOSESTFTSA', 'MONOSTFTSA'], 'CCSESTFTSA')).toBe('MOSESTFTSA');
    expect(activeCoordinateOf(['MOSESTFTSA'], null)).toBe('MOSESTFTSA');
    expect(activeCoordinateOf([], 'MOSESTFTSA')).toBeNull();
  });
});

describe('active coordinate in the store', () => {
  let gateway: MockGateway;
  beforeEach(() => {
    gateway = mockGateway({
      'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
      'GET /employee/me': () => jsonReply(twoCountries),
    });
  });
  afterEach(() => gateway.restore());

  it('starts at the first coordinate and sends it as x-zoordinates with every staff request', async () => {
    const store = signedIn();
    expect(selectActiveCoordinate(store.getState())).toBe('MOSESTFTSA');
    expect(selectActiveCoordinateParts(store.getState())?.country).toBe('SE');
    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    expect(gateway.callsTo('GET /lead/list')[0]?.headers.get('x-zoordinates')).toBe('MOSESTFTSA');
  });

  it('switches: remembers the choice per user, drops the cache and asks again in the new region', async () => {
    const store = signedIn();
    const subscription = store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    await subscription;
    store.dispatch(coordinateChosen('MONOSTFTSA'));
    expect(selectActiveCoordinate(store.getState())).toBe('MONOSTFTSA');
    expect(window.localStorage.getItem(`${SAVED_COORDINATE_PREFIX}u-sofia`)).toBe('MONOSTFTSA');
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    subscription.unsubscribe();

    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    expect(gateway.callsTo('GET /lead/list').at(-1)?.headers.get('x-zoordinates')).toBe('MONOSTFTSA');
  });

  it('restores the saved choice at sign-in and after a reload, and ignores one the user lost', () => {
    window.localStorage.setItem(`${SAVED_COORDINATE_PREFIX}u-sofia`, 'MONOSTFTSA');
    const store = signedIn();
    expect(selectActiveCoordinate(store.getState())).toBe('MONOSTFTSA');
    const reloaded = createAppStore({ storageKey: KEY });
    expect(selectActiveCoordinate(reloaded.getState())).toBe('MONOSTFTSA');

    window.localStorage.setItem(`${SAVED_COORDINATE_PREFIX}u-sofia`, 'CCSESTFTSA');
    expect(selectActiveCoordinate(createAppStore({ storageKey: KEY }).getState())).toBe('MOSESTFTSA');
  });

  it('drops the cache when a refreshed user no longer holds the chosen coordinate', async () => {
    const store = signedIn();
    store.dispatch(coordinateChosen('MONOSTFTSA'));
    await store.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    expect(Object.keys(store.getState().api.queries)).not.toEqual([]);
    gateway.on('GET /employee/me', () => jsonReply({ ...twoCountries, zoordinates: ['MOSESTFTSA'] }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(selectActiveCoordinate(store.getState())).toBe('MOSESTFTSA');
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('keeps the cache when the user is refreshed in the same region', async () => {
    const store = signedIn();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(Object.keys(store.getState().api.queries)).toEqual(['me(undefined)']);
  });

  it('neither keeps nor applies a code the user does not hold', () => {
    const store = signedIn();
    store.dispatch(coordinateChosen('CCSESTFTSA'));
    expect(selectActiveCoordinate(store.getState())).toBe('MOSESTFTSA');
    expect(window.localStorage.getItem(`${SAVED_COORDINATE_PREFIX}u-sofia`)).toBeNull();
  });

  it('forgets the choice at logout, so the next user starts from their own', () => {
    const store = signedIn();
    store.dispatch(coordinateChosen('MONOSTFTSA'));
    store.dispatch(loggedOut());
    expect(store.getState().coordinates).toEqual({ userId: null, chosen: null });
    store.dispatch(
      loggedIn({ token: 't2', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: sampleUser({ user_id: 'u-erik' }) }),
    );
    expect(selectActiveCoordinate(store.getState())).toBe('MOSESTFTSA');
  });

  it('sends no coordinate for a bank partner or before sign-in', async () => {
    const bank = signedIn(sampleUser({ zoordinates: ['MOSESTFTSA'] }), 'bank');
    await bank.dispatch(leadsApi.endpoints.listLeads.initiate(listArgs));
    expect(gateway.callsTo('GET /lead/list')[0]?.headers.get('x-zoordinates')).toBeNull();

    gateway.on('POST /employee/login', () => jsonReply({ session_id: 's', otp_required: true }));
    await createAppStore({ storageKey: KEY }).dispatch(
      authApi.endpoints.login.initiate({ loginRequest: { email: 'a@b.se', password: 'x' } }),
    );
    expect(gateway.callsTo('POST /employee/login')[0]?.headers.get('x-zoordinates')).toBeNull();
  });
});
