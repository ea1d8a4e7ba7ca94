import { api } from '../api';
import { loggedIn } from '../auth/authSlice';

/*
 * The customer area (My Pages): national-ID sign-in, the signed-in customer, the consents and the
 * customer-service contact details, with the bodies as the app reads them (the generated
 * `IdLoginStarted`, `TicketPoll`, `CustomerSession`, `Me` and `ContentSettings` are the gateway's
 * document of the same shapes; these keep the absent fields as null). The names carry a `myPages`
 * prefix so the generated endpoints cannot collide with them.
 * Every error body is `{detail, request_id}` and reaches the UI as an `ApiError`.
 */

export type MyPagesCountry = 'SE' | 'NO';
/** Sweden signs in for blanco loans, Norway for the credit card. */
export type IdLoginProduct = 'blanco' | 'credit_card';
export type IdLoginStatus = 'pending' | 'complete' | 'failed';

export interface IdLoginRequest {
  country: MyPagesCountry;
  product: IdLoginProduct;
  /** Absolute URL of the app's `/auth/callback`. */
  callback_url: string;
  /** Absolute URL of the app's `/auth/failed`. */
  callback_fail_url: string;
}

/** Sweden: the three BankID fields, `login_url` null. Norway: `login_url` only. */
export interface IdLoginStart {
  ticket_id: string;
  verified: boolean;
  login_url: string | null;
  autostart_uri: string | null;
  desktop_autostart_uri: string | null;
  qr_code_content: string | null;
}

/** One poll of a Swedish order; `hint_code` is BankID's hintCode (unknown ones may come). */
export interface IdLoginProgress {
  ticket_id: string;
  status: IdLoginStatus;
  hint_code: string | null;
  qr_code_content: string | null;
  /** Where the browser goes once the order is over (callback or fail page, with the ticket). */
  redirect_url: string | null;
}

export interface CustomerUser {
  /** The customer id, as text. */
  user_id: string;
  first_name: string;
  last_name: string;
  name: string;
  pni: string;
  ticket_id: string;
  /** Token expiry, unix seconds. */
  exp: number;
  /** A staff member is looking at My Pages as this customer. */
  impersonate: boolean;
  impersonator_name: string | null;
  impersonator_id: string | null;
}

export interface CustomerSignedIn {
  token: string;
  /** RFC 3339. */
  expires_at: string;
  user: CustomerUser;
}

export interface MyPagesCustomer {
  customer_id: number;
  country: MyPagesCountry;
  pni: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string | null;
}

export interface MyPagesMe {
  user: CustomerUser;
  customer: MyPagesCustomer;
}

/** The customer's marketing consents (the back office's `Consents`, of the signed-in customer). */
export interface MyPagesConsents {
  customer_id: number;
  customer_club_marketing: boolean;
  email_marketing: boolean;
  sms_marketing: boolean;
  /** RFC 3339; null while the drawer was never dismissed. */
  consents_popup_dismissed_at: string | null;
}

/** The drawer's answer: the consents given, or its dismissal. */
export type SaveMyPagesConsents =
  | { consents: { customer_club_marketing: boolean; email_marketing: boolean; sms_marketing: boolean } }
  | { dismissed_consents_popup: true };

export interface ContentSettings {
  customer_support_phone: string;
  customer_support_email: string;
  opening_hours: string;
}

export interface ContentSettingsArg {
  country: MyPagesCountry;
  /** The UI language: the answer's texts come in it (Accept-Language), and it keys the cache. */
  language: string;
}

export const myPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPagesIdLogin: build.mutation<IdLoginStart, IdLoginRequest>({
      query: (body) => ({ url: '/my-pages/id-login', method: 'POST', body }),
    }),
    /** Polled every second while the Swedish sign-in shows: the QR content and the progress. */
    myPagesIdLoginQrCode: build.query<IdLoginProgress, { ticket_id: string }>({
      query: ({ ticket_id }) => ({ url: '/my-pages/id-login/qr-code', params: { ticket_id } }),
      keepUnusedDataFor: 0,
    }),
    myPagesIdLoginCancel: build.mutation<void, { ticket_id: string }>({
      query: (body) => ({ url: '/my-pages/id-login/cancel', method: 'POST', body }),
    }),
    /** A completed ticket becomes the customer's session (once: a used ticket answers 401). */
    myPagesIdLoginExchange: build.mutation<CustomerSignedIn, { ticket_id: string }>({
      query: (body) => ({ url: '/my-pages/id-login/exchange', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The customer's user is not an employee record: the session keeps none, /me has it.
          dispatch(loggedIn({ token: data.token, expiresAt: data.expires_at, platform: 'customer', user: null }));
        } catch {
          // The callback page shows the error from the mutation result.
        }
      },
    }),
    /** A 401 (expired or revoked token) logs out with the notice, in the base query. */
    myPagesCurrentCustomer: build.query<MyPagesMe, void>({
      query: () => '/my-pages/me',
    }),
    myPagesConsents: build.query<MyPagesConsents, void>({
      query: () => '/my-pages/consents',
    }),
    /** Saves the drawer's answer; the consents it returns replace the cached ones. */
    myPagesSaveConsents: build.mutation<MyPagesConsents, SaveMyPagesConsents>({
      query: (body) => ({ url: '/my-pages/consents', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(myPagesApi.util.upsertQueryData('myPagesConsents', undefined, data));
        } catch {
          // The drawer shows the failure.
        }
      },
    }),
    myPagesContentSettings: build.query<ContentSettings, ContentSettingsArg>({
      query: ({ country, language }) => ({
        url: '/my-pages/content-settings',
        params: { country },
        headers: { 'Accept-Language': language },
      }),
    }),
  }),
});

export const {
  useMyPagesIdLoginMutation,
  useMyPagesIdLoginQrCodeQuery,
  useMyPagesIdLoginCancelMutation,
  useMyPagesIdLoginExchangeMutation,
  useMyPagesCurrentCustomerQuery: useMyPagesMeQuery,
  useMyPagesContentSettingsQuery,
  useMyPagesConsentsQuery,
  useMyPagesSaveConsentsMutation,
} = myPagesApi;
