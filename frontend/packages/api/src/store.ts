import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { api } from './api';
import { authSlice, initialAuthState, type AuthState } from './auth/authSlice';
import { chatDockSlice } from './chat/chatDockSlice';
import { loadSession, msUntilAutoLogout, saveSession } from './auth/session';
import { createSessionListener, sessionRestored } from './auth/sessionTimer';
import { createCoordinateListener } from './coordinates/coordinateListener';
import { coordinatesSlice } from './coordinates/coordinatesSlice';

const rootReducer = combineSlices(api, authSlice, coordinatesSlice, chatDockSlice);
export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** localStorage key of this app's session; each app keeps its own. */
  storageKey: string;
  storage?: Storage;
}

function restoredAuth(storage: Storage, key: string): AuthState {
  const session = loadSession(storage, key);
  if (!session) return initialAuthState;
  // An expired token on restore leads to logout, with the notice.
  if (msUntilAutoLogout(session) <= 0) {
    saveSession(storage, key, null);
    return { session: null, notice: 'loggedOut' };
  }
  return { session, notice: null };
}

export function createAppStore({ storageKey, storage = window.localStorage }: StoreOptions) {
  const sessionListener = createSessionListener();
  const coordinateListener = createCoordinateListener(storage);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: restoredAuth(storage, storageKey) },
    middleware: (getDefault) =>
      getDefault().prepend(sessionListener.middleware, coordinateListener.middleware).concat(api.middleware),
  });
  let saved = store.getState().auth.session;
  store.subscribe(() => {
    const session = store.getState().auth.session;
    if (session !== saved) {
      saved = session;
      saveSession(storage, storageKey, session);
    }
  });
  setupListeners(store.dispatch);
  store.dispatch(sessionRestored());
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
