import { api } from '../api';
import { loggedIn, loggedOut, userLoaded } from '../auth/authSlice';
import { jwtExpiry, type Platform, type Session } from '../auth/session';
import type { LoginStarted, TokenIssued, User } from '../types';

export interface EmployeeCredentials {
  email: string;
  password: string;
}

export interface BankCredentials {
  username: string;
  password: string;
}

export interface OtpSubmission {
  session_id: string;
  otp: string;
}

/** The session an accepted one-time code opens on `platform`; null without a usable expiry. */
function sessionFrom(data: TokenIssued, platform: Platform): Session | null {
  const expiresAt = data.expires_at ?? jwtExpiry(data.token);
  return expiresAt ? { token: data.token, expiresAt, platform, user: data.user ?? null } : null;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    employeeLogin: build.mutation<LoginStarted, EmployeeCredentials>({
      query: (body) => ({ url: '/employee/login', method: 'POST', body }),
    }),
    employeeLoginValidate: build.mutation<TokenIssued, OtpSubmission>({
      query: (body) => ({ url: '/employee/login/validate', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const session = sessionFrom((await queryFulfilled).data, 'employee');
          if (session) dispatch(loggedIn(session));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    }),
    bankLogin: build.mutation<LoginStarted, BankCredentials>({
      query: (body) => ({ url: '/bank/login', method: 'POST', body }),
    }),
    bankLoginValidate: build.mutation<TokenIssued, OtpSubmission>({
      query: (body) => ({ url: '/bank/login/validate', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const session = sessionFrom((await queryFulfilled).data, 'bank');
          if (session) dispatch(loggedIn(session));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(loggedOut());
        } catch {
          // "Unable to logout." is shown by the caller; a 401 already logged out in baseQuery.
        }
      },
    }),
    me: build.query<User, void>({
      query: () => '/employee/me',
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // Shown where the query is used.
        }
      },
    }),
  }),
});

export const {
  useEmployeeLoginMutation,
  useEmployeeLoginValidateMutation,
  useBankLoginMutation,
  useBankLoginValidateMutation,
  useLogoutMutation,
  useMeQuery,
} = authApi;
