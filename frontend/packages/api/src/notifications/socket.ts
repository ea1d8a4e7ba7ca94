import type { Notification, PushFrame } from '../types';

export interface NotificationSocketOptions {
  /** A fresh single-use websocket token (GET /notification/ws-token); rejects when unavailable. */
  fetchToken: () => Promise<string>;
  url: (token: string) => string;
  onNotification: (notification: Notification) => void;
  /** The server ended the person's sessions (blocked, deactivated, access changed): sign out. */
  onSessionEnded?: () => void;
  WebSocketImpl?: typeof WebSocket;
  /** Waits before reconnecting after a dropped connection; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const POLICY_VIOLATION = 1008;
const NORMAL_CLOSURE = 1000;
// A connection that lived this long counts as healthy: the next failure starts the backoff over.
const HEALTHY_AFTER_MS = 10_000;

function parseFrame(data: unknown): PushFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as Partial<PushFrame>;
    // `kind` is always `notification` today; a frame of another kind is for a newer client.
    return frame.kind === 'notification' && frame.notification ? (frame as PushFrame) : null;
  } catch {
    return null;
  }
}

/**
 * The live notification connection (a WebSocket) of one cache entry: each connect fetches a new
 * token; a close with 1008 "TOKEN_EXPIRED…" renews the token and reconnects at once; 1008
 * "SESSION_ENDED" (an administrator ended the person's sessions) ends it and reports it; any other
 * 1008 or a normal close ends it; a dropped connection reconnects with backoff. After `stop()`
 * (the cache entry was removed, i.e. the component unmounted) nothing reconnects.
 */
export class NotificationSocket {
  private readonly options: Required<NotificationSocketOptions>;
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private failures = 0;

  constructor(options: NotificationSocketOptions) {
    this.options = {
      WebSocketImpl: WebSocket,
      onSessionEnded: () => undefined,
      retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
      ...options,
    };
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(NORMAL_CLOSURE);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    let token: string;
    try {
      token = await this.options.fetchToken();
    } catch {
      this.retryLater();
      return;
    }
    if (this.stopped) return;
    const socket = new this.options.WebSocketImpl(this.options.url(token));
    this.socket = socket;
    let openedAt = 0;
    socket.onopen = () => {
      openedAt = Date.now();
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (frame) this.options.onNotification(frame.notification);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket === socket) this.socket = null;
      if (this.stopped) return;
      if (openedAt && Date.now() - openedAt >= HEALTHY_AFTER_MS) this.failures = 0;
      if (event.code === POLICY_VIOLATION && event.reason.startsWith('TOKEN_EXPIRED')) {
        // First renewal is immediate; repeated ones back off so a skewed clock cannot spin.
        if (this.failures === 0) {
          this.failures += 1;
          void this.connect();
        } else {
          this.retryLater();
        }
        return;
      }
      if (event.code === POLICY_VIOLATION && event.reason.startsWith('SESSION_ENDED')) {
        this.options.onSessionEnded();
        return;
      }
      if (event.code === POLICY_VIOLATION || event.code === NORMAL_CLOSURE) return;
      this.retryLater();
    };
  }

  private retryLater(): void {
    if (this.stopped) return;
    const delays = this.options.retryDelaysMs;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 30_000;
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}
