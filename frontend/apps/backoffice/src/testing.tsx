import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, loggedIn, type User } from '@zrm/api';
import {
  jsonReply,
  mockGateway,
  sampleUser,
  startPushServer,
  tokenExpiringIn,
  type MockGateway,
  type PushServer,
  type RouteHandler,
} from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { MemoryRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from './App';

/** What `GET /employee/my-settings` answers for an employee who never saved any. */
export const DEFAULT_SETTINGS = {
  share_name_consent: 'NO_CONSENT',
  theme: 'system',
  default_calendar_view: 'appViewWeek',
  compact: false,
  debug: false,
  zoordinate: '',
  language: 'en',
};

export interface BackofficeHarness {
  gateway: MockGateway;
  push: PushServer;
  /** Websocket tokens issued in the current test start with this (earlier tests' sockets may linger). */
  tokenPrefix: string;
}

/**
 * Per test file: a fetch double for the gateway's HTTP side and a real websocket server for its
 * push side, with the runtime config pointing at both (the double ignores the origin).
 */
export function useBackofficeHarness(routes: () => Record<string, RouteHandler> = () => ({})): BackofficeHarness {
  const harness = {} as BackofficeHarness;
  let runs = 0;
  beforeAll(async () => {
    harness.push = await startPushServer();
  });
  afterAll(async () => {
    await harness.push.close();
  });
  beforeEach(async () => {
    window.__ZRM_CONFIG__ = { apiBaseUrl: harness.push.baseUrl, bankPortalUrl: null };
    await i18n.changeLanguage('en');
    let wsTokens = 0;
    runs += 1;
    harness.tokenPrefix = `run${runs}-`;
    harness.gateway = mockGateway({
      'GET /employee/me': () => jsonReply(sampleUser()),
      'GET /employee/my-settings': () => jsonReply(DEFAULT_SETTINGS),
      'GET /notification/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 5, unread: 0 }),
      // The chat dock's saved windows: none, and a save keeps what it is given.
      'GET /message/conversations': () => jsonReply({ conversations: [] }),
      'POST /message/conversations': (call) => jsonReply(call.body),
      'GET /notification/ws-token': () =>
        jsonReply({ token: `${harness.tokenPrefix}ws-${++wsTokens}`, expires_at: tokenExpiringIn(60_000) }),
      ...routes(),
    });
  });
  afterEach(() => {
    harness.gateway.restore();
    delete window.__ZRM_CONFIG__;
  });
  return harness;
}

/** The whole back office at `route`, optionally signed in as an employee. */
export function renderBackoffice(route: string, { signedInAs = null as User | null } = {}) {
  const store = createAppStore({ storageKey: SESSION_STORAGE_KEY });
  if (signedInAs) {
    store.dispatch(loggedIn({ token: 'jwt', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: signedInAs }));
  }
  // No artificial delay between keystrokes: antd forms re-render on each one.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <App store={store} />
    </MemoryRouter>,
  );
  return { store, user, ...view };
}

/** Waits until every request has been answered and React has applied the results. */
export async function settle(harness: BackofficeHarness): Promise<void> {
  await waitFor(() => expect(harness.gateway.pending()).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}
