import { createParser, type EventSourceMessage } from 'eventsource-parser';

import { getRuntimeConfig } from '../config';
import type { SmsStreamEvent } from '../generated/zrmApi';

export interface ConversationStreamOptions {
  /** The request headers of the moment (a renewed token after the last stream expired). */
  headers: () => Headers;
  onSms: (event: SmsStreamEvent) => void;
  /** Events may have been missed (the gateway lost Redis, or this reader fell behind). */
  onResync: () => void;
  /** The gateway refused the token: the session has ended. */
  onUnauthorized: () => void;
  /** Longest wait between reconnects. */
  maxBackoffMs?: number;
}

const PATH = '/message/conversations/stream';

/**
 * Reads the conversations stream with `fetch` (headers; `EventSource` sends none) until
 * stopped, reconnecting with backoff when it ends or fails, and at once when the gateway ends it
 * because the token is about to expire (`event: expired`). Each reconnect starts with a resync:
 * events between two streams are not replayed.
 */
export class ConversationStream {
  private controller: AbortController | null = null;
  private stopped = false;

  constructor(private readonly options: ConversationStreamOptions) {}

  start(): void {
    this.stopped = false;
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    this.controller?.abort();
  }

  private async loop(): Promise<void> {
    let backoff = 500;
    let first = true;
    while (!this.stopped) {
      if (!first) this.options.onResync();
      first = false;
      const outcome = await this.readOnce();
      if (this.stopped || outcome === 'unauthorized') return;
      if (outcome === 'expired') {
        backoff = 500;
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, backoff));
      backoff = Math.min(backoff * 2, this.options.maxBackoffMs ?? 15_000);
    }
  }

  private async readOnce(): Promise<'ended' | 'expired' | 'unauthorized'> {
    this.controller = new AbortController();
    let expired = false;
    const parser = createParser({
      onEvent: (message: EventSourceMessage) => {
        if (message.event === 'sms') {
          try {
            this.options.onSms(JSON.parse(message.data) as SmsStreamEvent);
          } catch {
            this.options.onResync();
          }
        } else if (message.event === 'resync') {
          this.options.onResync();
        } else if (message.event === 'expired') {
          expired = true;
        }
      },
    });
    try {
      const headers = this.options.headers();
      headers.set('Accept', 'text/event-stream');
      const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${PATH}`, {
        headers,
        signal: this.controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        this.options.onUnauthorized();
        return 'unauthorized';
      }
      if (!response.ok || !response.body) return 'ended';
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Aborted, or the connection dropped: reconnect (unless stopped).
    }
    return expired ? 'expired' : 'ended';
  }
}
