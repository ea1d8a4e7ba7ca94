import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { User } from '../types';
import type { Session } from './session';

/** Why the user is looking at a login page they did not ask for. */
export type LogoutNotice = 'loggedOut' | null;

export interface AuthState {
  session: Session | null;
  notice: LogoutNotice;
}

export const initialAuthState: AuthState = { session: null, notice: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<Session>) {
      state.session = action.payload;
      state.notice = null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      if (state.session) state.session.user = action.payload;
    },
    /** `expired`: the token ran out or the gateway refused it; the login page says so. */
    loggedOut(state, action: PayloadAction<{ expired: boolean } | undefined>) {
      state.session = null;
      state.notice = action.payload?.expired ? 'loggedOut' : null;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectToken: (state) => state.session?.token ?? null,
    selectUser: (state) => state.session?.user ?? null,
    selectIsAuthenticated: (state) => state.session !== null,
    selectNotice: (state) => state.notice,
  },
});

export const { loggedIn, userLoaded, loggedOut, noticeDismissed } = authSlice.actions;
export const { selectSession, selectToken, selectUser, selectIsAuthenticated, selectNotice } =
  authSlice.selectors;
