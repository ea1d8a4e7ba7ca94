import { useEffect } from 'react';
import { useStore } from 'react-redux';

import { api } from '../api';
import { loggedOut } from '../auth/authSlice';
import { withRequestHeaders } from '../baseQuery';
import type { SmsStreamEvent } from '../generated/zrmApi';
import { ConversationStream } from './conversationStream';

/** The cache tags of the chat windows an SMS event concerns. */
export function smsTags(event: Pick<SmsStreamEvent, 'customer_id' | 'phone_number'>) {
  return [
    ...(event.customer_id != null ? [{ type: 'Sms' as const, id: `customer-${event.customer_id}` }] : []),
    { type: 'Sms' as const, id: `phone-${event.phone_number}` },
  ];
}

/**
 * While `active` (the dock has windows), listens to the conversations stream and has each open
 * window whose customer or number an event names read its conversation again: an answer shows
 * up at once instead of at the next 10-second poll.
 */
export function useConversationStream(active: boolean): void {
  const store = useStore();
  useEffect(() => {
    if (!active) return undefined;
    const stream = new ConversationStream({
      headers: () => withRequestHeaders(new Headers(), store.getState()),
      onSms: (event) => store.dispatch(api.util.invalidateTags(smsTags(event))),
      onResync: () => store.dispatch(api.util.invalidateTags(['Sms'])),
      onUnauthorized: () => store.dispatch(loggedOut({ expired: true })),
    });
    stream.start();
    return () => stream.stop();
  }, [active, store]);
}
