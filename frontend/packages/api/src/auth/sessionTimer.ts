import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';

import { api } from '../api';
import { loggedIn, loggedOut, type AuthState } from './authSlice';
import { msUntilAutoLogout } from './session';

/** Dispatched once at start-up so a restored session gets its logout timer too. */
export const sessionRestored = createAction('auth/restored');

// setTimeout fires at once for delays above 2^31-1 ms; wait in slices of a day instead.
const MAX_DELAY = 24 * 60 * 60 * 1000;

/*
 * Log out automatically 2 minutes before the token expires. One timer at a time:
 * every login, restore or logout cancels the running one (a cancelled `delay` rejects with a
 * TaskAbortError, which the listener middleware swallows). After any logout the api cache is
 * cleared so the next user never sees the previous user's data. One middleware per store, so
 * stores never cancel each other's timers.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(loggedIn, loggedOut, sessionRestored),
    effect: async (action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      if (loggedOut.match(action)) {
        listenerApi.dispatch(api.util.resetApiState());
        return;
      }
      for (;;) {
        const session = (listenerApi.getState() as { auth: AuthState }).auth.session;
        if (!session) return;
        const remaining = msUntilAutoLogout(session);
        if (remaining <= 0) break;
        await listenerApi.delay(Math.min(remaining, MAX_DELAY));
      }
      listenerApi.dispatch(loggedOut({ expired: true }));
    },
  });
  return listener;
}
