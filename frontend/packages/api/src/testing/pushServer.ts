import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';

import type { Notification } from '../types';

export interface PushConnection {
  token: string | null;
  socket: ServerSocket;
}

export interface PushServer {
  /** http://127.0.0.1:<port>: use as apiBaseUrl so the app's websocket reaches this server. */
  baseUrl: string;
  connections: PushConnection[];
  push(notification: Notification, connection?: PushConnection): void;
  close(): Promise<void>;
}

/** A real websocket server standing in for the gateway's /notification/ws in tests. */
export async function startPushServer(): Promise<PushServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: PushConnection[] = [];
  server.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/notification/ws') {
      socket.close(1008, 'unexpected path');
      return;
    }
    connections.push({ token: url.searchParams.get('token'), socket });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    connections,
    push(notification, connection) {
      const targets = connection ? [connection] : connections.filter((c) => c.socket.readyState === c.socket.OPEN);
      for (const target of targets) target.socket.send(JSON.stringify({ kind: 'notification', notification }));
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
