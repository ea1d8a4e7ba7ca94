import { waitFor } from '@testing-library/react';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';

import { loggedIn, selectIsAuthenticated, selectNotice } from '../auth/authSlice';
import { notificationsApi } from '../endpoints/notifications';
import { createAppStore } from '../store';
import { jsonReply, mockGateway, sampleNotification, tokenExpiringIn, type MockGateway } from '../testing';
import { NotificationSocket } from './socket';

/*
 * The websocket side is real: a ws server on a free port, reached by jsdom's WebSocket through
 * the URL derived from the runtime config. Only the HTTP calls go through the fetch double.
 */
interface Connection {
  token: string | null;
  socket: ServerSocket;
}

async function startServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: Connection[] = [];
  server.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://x');
    expect(url.pathname).toBe('/notification/ws');
    connections.push({ token: url.searchParams.get('token'), socket });
  });
  const port = (server.address() as AddressInfo).port;
  return { server, connections, port };
}

const push = (connection: Connection | undefined, notification: ReturnType<typeof sampleNotification>) =>
  connection?.socket.send(JSON.stringify({ kind: 'notification', notification }));

describe('live notifications', () => {
  let gateway: MockGateway;
  let server: WebSocketServer;
  let connections: Connection[];

  beforeEach(async () => {
    const started = await startServer();
    server = started.server;
    connections = started.connections;
    window.__ZRM_CONFIG__ = { apiBaseUrl: `http://127.0.0.1:${started.port}` };
    let issued = 0;
    gateway = mockGateway({
      'GET /notification/list': () =>
        jsonReply({ items: [sampleNotification()], total: 1, page: 1, limit: 5, unread: 1 }),
      'GET /notification/ws-token': () => {
        issued += 1;
        return jsonReply({ token: `ws-${issued}`, expires_at: tokenExpiringIn(60_000) });
      },
    });
  });

  afterEach(async () => {
    gateway.restore();
    delete window.__ZRM_CONFIG__;
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  function signedInStore() {
    const store = createAppStore({ storageKey: 'test.live' });
    store.dispatch(loggedIn({ token: 'jwt', expiresAt: tokenExpiringIn(3_600_000), platform: 'employee', user: null }));
    return store;
  }

  const bell = { page: 1, limit: 5, live: true } as const;

  it('writes pushes into the cached list, renews an expired token and stops after unmount', async () => {
    const store = signedInStore();
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate(bell));
    await subscription;
    const cached = () => notificationsApi.endpoints.listNotifications.select(bell)(store.getState()).data;

    await waitFor(() => expect(connections.map((c) => c.token)).toEqual(['ws-1']));
    expect(gateway.callsTo('GET /notification/list')[0]?.query.get('live')).toBeNull();

    const pushed = sampleNotification({ notification_id: 'n-2', status: 'created' });
    push(connections[0], pushed);
    await waitFor(() => expect(cached()?.unread).toBe(2));
    expect(cached()?.items.map((n) => n.notification_id)).toEqual(['n-2', 'n-1']);
    expect(cached()?.total).toBe(2);

    // The same push twice (two gateway replicas) counts once.
    push(connections[0], pushed);
    push(connections[0], sampleNotification({ notification_id: 'n-3', status: 'created' }));
    await waitFor(() => expect(cached()?.unread).toBe(3));

    connections[0]?.socket.close(1008, 'TOKEN_EXPIRED: ws token expired');
    await waitFor(() => expect(connections.map((c) => c.token)).toEqual(['ws-1', 'ws-2']));
    push(connections[1], sampleNotification({ notification_id: 'n-4', status: 'created' }));
    await waitFor(() => expect(cached()?.unread).toBe(4));

    subscription.unsubscribe();
    const closed = new Promise<number>((resolve) => connections[1]?.socket.once('close', (code) => resolve(code)));
    expect(await closed).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toHaveLength(2);
    expect(gateway.callsTo('GET /notification/ws-token')).toHaveLength(2);
  });

  it('does not reconnect when the server refuses for another policy reason', async () => {
    const store = signedInStore();
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate(bell));
    await waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.socket.close(1008, 'FORBIDDEN');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('signs out with the logged-out notice, without reconnecting, when the person\'s sessions end', async () => {
    const store = signedInStore();
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate(bell));
    await waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.socket.close(1008, 'SESSION_ENDED');
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false));
    expect(selectNotice(store.getState())).toBe('loggedOut');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('opens no socket for the paged list of the notifications page', async () => {
    const store = signedInStore();
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate({ page: 2, limit: 25 }));
    await subscription;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toHaveLength(0);
    subscription.unsubscribe();
  });

  it('acknowledges optimistically and puts the list back when the call fails', async () => {
    gateway.on('POST /notification/acknowledge', () => jsonReply({ detail: 'down', request_id: 'r-9' }, 503));
    const store = signedInStore();
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate(bell));
    await subscription;
    const cached = () => notificationsApi.endpoints.listNotifications.select(bell)(store.getState()).data;
    const pending = store.dispatch(
      notificationsApi.endpoints.acknowledge.initiate({ acknowledgeRequest: { notification_ids: ['n-1'], action: 'read' } }),
    );
    expect(cached()?.unread).toBe(0);
    expect(cached()?.items[0]?.status).toBe('read');
    const result = await pending;
    expect('error' in result && result.error).toMatchObject({ status: 503, requestId: 'r-9' });
    expect(cached()?.unread).toBe(1);
    expect(cached()?.items[0]?.status).toBe('received');
    expect(gateway.callsTo('POST /notification/acknowledge')[0]?.body).toEqual({
      notification_ids: ['n-1'],
      action: 'read',
    });
    subscription.unsubscribe();
  });
});

describe('NotificationSocket on its own', () => {
  it('reconnects with a new token after the connection drops', async () => {
    const { server, connections, port } = await startServer();
    let issued = 0;
    const socket = new NotificationSocket({
      fetchToken: () => Promise.resolve(`t-${++issued}`),
      url: (token) => `ws://127.0.0.1:${port}/notification/ws?token=${token}`,
      onNotification: () => undefined,
      retryDelaysMs: [50],
    });
    socket.start();
    await waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.socket.terminate();
    await waitFor(() => expect(connections.map((c) => c.token)).toEqual(['t-1', 't-2']));
    socket.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('retries later when no token can be had', async () => {
    const { server, connections, port } = await startServer();
    let attempts = 0;
    const socket = new NotificationSocket({
      fetchToken: () => (++attempts < 3 ? Promise.reject(new Error('503')) : Promise.resolve('ok')),
      url: (token) => `ws://127.0.0.1:${port}/notification/ws?token=${token}`,
      onNotification: () => undefined,
      retryDelaysMs: [20],
    });
    socket.start();
    await waitFor(() => expect(connections.map((c) => c.token)).toEqual(['ok']));
    expect(attempts).toBe(3);
    socket.stop();
    await new Promise((resolve) => server.close(resolve));
  });
});
