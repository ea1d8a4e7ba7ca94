import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { v4 as uuidv4 } from 'uuid';

import { loggedOut, type AuthState } from './auth/authSlice';
import { getRuntimeConfig } from './config';
import { selectActiveCoordinate, type CoordinatesState } from './coordinates/coordinatesSlice';
import { normaliseError, type ApiError } from './errors';

/** The data region a staff request works in; the gateway refuses (403) a code the user does not hold. */
export const ZOORDINATES_HEADER = 'x-zoordinates';

interface StateWithAuth {
  auth: AuthState;
  coordinates: CoordinatesState;
}

function tokenOf(state: unknown): string | null {
  return (state as StateWithAuth).auth.session?.token ?? null;
}

/** Staff only: bank partners and customers have no coordinates. */
function staffCoordinateOf(state: unknown): string | null {
  const typed = state as StateWithAuth;
  if (typed.auth.session?.platform !== 'employee') return null;
  return selectActiveCoordinate(typed);
}

/**
 * The language the user reads: the app's i18n marks it on the document (`<html lang>`), so
 * server-made texts (error details) come back in it through `Accept-Language`.
 */
function readerLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const language = document.documentElement.lang;
  return language.length > 0 ? language : null;
}

/**
 * What every request carries: a fresh X-Request-ID, the user's language and, once signed in, the
 * bearer token and (staff) the active coordinate. Also used by readers that fetch outside RTK
 * Query (the conversations stream).
 */
export function withRequestHeaders(headers: Headers, state: unknown): Headers {
  headers.set('X-Request-ID', uuidv4());
  const language = readerLanguage();
  if (language) headers.set('Accept-Language', language);
  const token = tokenOf(state);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const coordinate = token ? staffCoordinateOf(state) : null;
  if (coordinate) headers.set(ZOORDINATES_HEADER, coordinate);
  return headers;
}

/* The raw fetch layer; the base URL is read per request from the runtime config. */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => withRequestHeaders(headers, getState()),
});

function withBaseUrl(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${getRuntimeConfig().apiBaseUrl}${request.url}` };
}

/**
 * Errors come out normalised ({@link ApiError}). A 401 on a call that carried a token means the
 * token expired or was revoked: the user is logged out with the "logged out" notice. A 401 on a
 * sign-in call (no token yet) is a wrong password and is left to the form.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const hadToken = tokenOf(api.getState()) !== null;
  const result = await rawBaseQuery(withBaseUrl(args), api, extraOptions);
  if (!result.error) return result.meta ? { data: result.data, meta: result.meta } : { data: result.data };
  const error = normaliseError(result.error, result.meta);
  if (error.status === 401 && hadToken) {
    api.dispatch(loggedOut({ expired: true }));
  }
  return result.meta ? { error, meta: result.meta } : { error };
};
