import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { loggedOut, type AuthState } from '../auth/authSlice';
import { activeCoordinateOf, parseCoordinate } from './coordinateCode';

export interface CoordinatesState {
  /** Whose choice `chosen` is: restored once per signed-in user. */
  userId: string | null;
  /** The code the user picked; null until they pick one. */
  chosen: string | null;
}

export const initialCoordinatesState: CoordinatesState = { userId: null, chosen: null };

export const coordinatesSlice = createSlice({
  name: 'coordinates',
  initialState: initialCoordinatesState,
  reducers: {
    /** The user picked another coordinate in the account menu. */
    coordinateChosen(state, action: PayloadAction<string>) {
      state.chosen = action.payload;
    },
    /** The signed-in user's saved choice (null: none saved). */
    coordinateRestored(state, action: PayloadAction<{ userId: string; chosen: string | null }>) {
      state.userId = action.payload.userId;
      state.chosen = action.payload.chosen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCoordinatesState);
  },
});

export const { coordinateChosen, coordinateRestored } = coordinatesSlice.actions;

interface StateWithCoordinates {
  auth: AuthState;
  coordinates: CoordinatesState;
}

const selectZoordinates = (state: StateWithCoordinates) => state.auth.session?.user?.zoordinates;
const selectChosen = (state: StateWithCoordinates) => state.coordinates.chosen;

/** The code the client works in, sent as `x-zoordinates`; null without coordinates. */
export const selectActiveCoordinate = createSelector([selectZoordinates, selectChosen], (zoordinates, chosen) =>
  activeCoordinateOf(zoordinates ?? [], chosen),
);

/** The active coordinate's parts (product, country, office, employment type, department). */
export const selectActiveCoordinateParts = createSelector([selectActiveCoordinate], (code) =>
  code === null ? null : parseCoordinate(code),
);
