import { loggedIn, loggedOut, userLoaded } from '../auth/authSlice';
import type { Platform, Session } from '../auth/session';
import { zrmApi } from '../generated/zrmApi';
import type { SignedIn } from '../types';

/** The session an accepted one-time code opens on `platform`. */
function sessionFrom(data: SignedIn, platform: Platform): Session {
  return { token: data.token, expiresAt: data.expires_at, platform, user: data.user };
}

/*
 * Sign-in, sign-out and the signed-in employee: the generated endpoints, plus what the session
 * does with their answers.
 */
export const authApi = zrmApi.enhanceEndpoints({
  endpoints: {
    loginValidate: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(loggedIn(sessionFrom((await queryFulfilled).data, 'employee')));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    },
    idpCallback: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(loggedIn(sessionFrom((await queryFulfilled).data, 'employee')));
        } catch {
          // The login page shows the error from the mutation result.
        }
      },
    },
    getMySettings: { providesTags: ['MySettings'] },
    saveMySettings: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getMySettings', undefined, data));
        } catch {
          // The drawer shows the error from the mutation result.
        }
      },
    },
    bankLoginValidate: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(loggedIn(sessionFrom((await queryFulfilled).data, 'bank')));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    },
    logout: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(loggedOut());
        } catch {
          // "Unable to logout." is shown by the caller; a 401 already logged out in baseQuery.
        }
      },
    },
    me: {
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // Shown where the query is used.
        }
      },
    },
  },
});

// Hooks from the enhanced api (not re-exported from the generated file), so a bundler that drops
// modules without used exports keeps this one and its enhancements. The gateway's operation ids
// `login`/`login_validate` are the staff sign-in; exported under the names of what they are.
export const {
  useLoginMutation: useEmployeeLoginMutation,
  useLoginValidateMutation: useEmployeeLoginValidateMutation,
  useBankLoginMutation,
  useBankLoginValidateMutation,
  useLogoutMutation,
  useMeQuery,
  useIdpLoginMutation,
  useIdpCallbackMutation,
  useGetMySettingsQuery,
  useSaveMySettingsMutation,
} = authApi;
