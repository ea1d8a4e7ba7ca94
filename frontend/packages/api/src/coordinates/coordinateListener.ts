import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';

import { api } from '../api';
import { loggedIn, userLoaded, type AuthState } from '../auth/authSlice';
import { sessionRestored } from '../auth/sessionTimer';
import { authApi } from '../endpoints/auth';
import {
  coordinateChosen,
  coordinateRestored,
  selectActiveCoordinate,
  type CoordinatesState,
} from './coordinatesSlice';
import { loadSavedCoordinate, saveCoordinate } from './savedCoordinate';

interface State {
  auth: AuthState;
  coordinates: CoordinatesState;
}

/*
 * Keeps the active coordinate:
 * - the signed-in user's saved choice is restored when they sign in or their session is restored;
 * - a choice the user holds is saved for the next visit, in this browser and in the employee's
 *   settings on the server (so another device opens in it too);
 * - when the active coordinate of the same signed-in user changes (a choice, or a refreshed user
 *   who lost the chosen one), every cached answer is dropped, because it was read in the previous
 *   data region; mounted queries fetch again with the new header. Sign-in and sign-out are left
 *   alone: there is nothing of the region to drop yet, and logout clears the cache itself.
 */
export function createCoordinateListener(storage: Storage) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(loggedIn, userLoaded, sessionRestored),
    effect: (_action, listenerApi) => {
      const state = listenerApi.getState() as State;
      const userId = state.auth.session?.user?.user_id;
      if (!userId || state.coordinates.userId === userId) return;
      listenerApi.dispatch(coordinateRestored({ userId, chosen: loadSavedCoordinate(storage, userId) }));
    },
  });
  listener.startListening({
    actionCreator: coordinateChosen,
    effect: (action, listenerApi) => {
      const state = listenerApi.getState() as State;
      const userId = state.auth.session?.user?.user_id;
      // A code the user does not hold changes nothing (the selector falls back) and is not kept.
      if (!userId || selectActiveCoordinate(state) !== action.payload) return;
      saveCoordinate(storage, userId, action.payload);
      void listenerApi.dispatch(authApi.endpoints.saveMySettings.initiate({ mySettingsChange: { zoordinate: action.payload } }));
    },
  });
  listener.startListening({
    predicate: (_action, current, previous) => {
      const now = current as State;
      const before = previous as State;
      return (
        now.auth.session !== null &&
        now.coordinates.userId !== null &&
        now.coordinates.userId === before.coordinates.userId &&
        selectActiveCoordinate(now) !== selectActiveCoordinate(before)
      );
    },
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener;
}
