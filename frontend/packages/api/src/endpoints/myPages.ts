import { api } from '../api';
import { loggedIn } from '../auth/authSlice';

/*
 * The customer area (My Pages): national-ID sign-in, the signed-in customer, the consents and the
 * customer-service contact details, the Norwegian debt register, with the bodies as the app reads them (the generated
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

/** The debt register's loan types (NoGi's three). */
export type DebtLoanType = 'repayment_loan' | 'credit_facility' | 'charge_card';

/** One creditor's loan; amounts in øre (NOK × 100), the rate in hundredths of a percent. */
export interface DebtLoan {
  creditor: string;
  type: DebtLoanType;
  balance: number;
  original_balance: number | null;
  credit_limit: number | null;
  nominal_interest_rate: number | null;
  remaining_terms: number | null;
  co_borrowed: boolean;
}

export interface DebtData {
  verified_at: string;
  /** The data is deleted by then at the latest. */
  delete_after: string;
  creditors_answered: number;
  creditors_missing: number;
  total_balance: number;
  loans: DebtLoan[];
}

export interface DebtRegisterConsentState {
  given_at: string;
  expires_at: string;
  active: boolean;
  checked_at: string;
}

/** A Norwegian customer's debt register (`/gjeld`): the consent, the data and the spec's flags. */
export interface DebtRegister {
  has_consent: boolean;
  old_consent: boolean;
  recent_data: boolean;
  consent_limit_days: number;
  consent: DebtRegisterConsentState | null;
  data: DebtData | null;
}

/** Whether the person signed in is the customer the register holds (`problem` says why not). */
export interface MyPagesIdCheck {
  verified: boolean;
  country: MyPagesCountry;
  problem: 'mismatch' | 'erased' | 'blocked' | null;
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
    myPagesIdCheck: build.query<MyPagesIdCheck, void>({
      query: () => '/my-pages/id-check',
    }),
    myPagesDebtRegister: build.query<DebtRegister, void>({
      query: () => '/my-pages/debt-register',
    }),
    /** Begins a consent: the browser then goes to the debt register's consent page. */
    myPagesStartDebtRegisterConsent: build.mutation<{ consent_url: string }, { redirect_url: string }>({
      query: (body) => ({ url: '/my-pages/debt-register/consent', method: 'POST', body }),
    }),
    myPagesCompleteDebtRegisterConsent: build.mutation<DebtRegister, { state: string; code: string }>({
      query: (body) => ({ url: '/my-pages/debt-register/consent/complete', method: 'POST', body }),
      onQueryStarted: (_arg, api) => keepDebtRegister(api),
    }),
    myPagesRenewDebtRegister: build.mutation<DebtRegister, void>({
      query: () => ({ url: '/my-pages/debt-register/renew', method: 'POST' }),
      onQueryStarted: (_arg, api) => keepDebtRegister(api),
    }),
    myPagesCheckDebtRegisterConsent: build.mutation<DebtRegister, void>({
      query: () => ({ url: '/my-pages/debt-register/check-consent', method: 'POST' }),
      onQueryStarted: (_arg, api) => keepDebtRegister(api),
    }),
    myPagesWithdrawDebtRegisterConsent: build.mutation<DebtRegister, void>({
      query: () => ({ url: '/my-pages/debt-register/consent', method: 'DELETE' }),
      onQueryStarted: (_arg, api) => keepDebtRegister(api),
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

/** Every debt-register change answers the register as it now stands: it replaces the cached one. */
async function keepDebtRegister({
  dispatch,
  queryFulfilled,
}: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: DebtRegister }>;
}) {
  try {
    const { data } = await queryFulfilled;
    dispatch(myPagesApi.util.upsertQueryData('myPagesDebtRegister', undefined, data));
  } catch {
    // The page shows the failure from the mutation's result.
  }
}

export const {
  useMyPagesIdLoginMutation,
  useMyPagesIdLoginQrCodeQuery,
  useMyPagesIdLoginCancelMutation,
  useMyPagesIdLoginExchangeMutation,
  useMyPagesCurrentCustomerQuery: useMyPagesMeQuery,
  useMyPagesContentSettingsQuery,
  useMyPagesConsentsQuery,
  useMyPagesSaveConsentsMutation,
  useMyPagesIdCheckQuery,
  useMyPagesDebtRegisterQuery,
  useMyPagesStartDebtRegisterConsentMutation,
  useMyPagesCompleteDebtRegisterConsentMutation,
  useMyPagesRenewDebtRegisterMutation,
  useMyPagesCheckDebtRegisterConsentMutation,
  useMyPagesWithdrawDebtRegisterConsentMutation,
} = myPagesApi;
