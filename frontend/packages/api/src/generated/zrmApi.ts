import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: 'POST' }),
    }),
    bankLogin: build.mutation<BankLoginApiResponse, BankLoginApiArg>({
      query: (queryArg) => ({ url: `/bank/login`, method: 'POST', body: queryArg.bankLoginRequest }),
    }),
    bankLoginValidate: build.mutation<BankLoginValidateApiResponse, BankLoginValidateApiArg>({
      query: (queryArg) => ({ url: `/bank/login/validate`, method: 'POST', body: queryArg.validateLoginRequest }),
    }),
    createCustomer: build.mutation<CreateCustomerApiResponse, CreateCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/create`, method: 'POST', body: queryArg.createCustomerRequest }),
    }),
    getCustomer: build.mutation<GetCustomerApiResponse, GetCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/get`, method: 'POST', body: queryArg.getCustomerRequest }),
    }),
    nameByPni: build.mutation<NameByPniApiResponse, NameByPniApiArg>({
      query: (queryArg) => ({ url: `/customer/name/by-pni`, method: 'POST', body: queryArg.nameByPniRequest }),
    }),
    nameById: build.query<NameByIdApiResponse, NameByIdApiArg>({
      query: (queryArg) => ({ url: `/customer/name/${queryArg.id}` }),
    }),
    searchCustomers: build.mutation<SearchCustomersApiResponse, SearchCustomersApiArg>({
      query: (queryArg) => ({
        url: `/customer/search`,
        method: 'POST',
        body: queryArg.searchCustomersRequest,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    updateCustomer: build.mutation<UpdateCustomerApiResponse, UpdateCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/update`, method: 'POST', body: queryArg.updateCustomerRequest }),
    }),
    all: build.query<AllApiResponse, AllApiArg>({
      query: (queryArg) => ({
        url: `/employee/all`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          without_deactivated: queryArg.withoutDeactivated,
        },
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/employee/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    loginValidate: build.mutation<LoginValidateApiResponse, LoginValidateApiArg>({
      query: (queryArg) => ({ url: `/employee/login/validate`, method: 'POST', body: queryArg.validateLoginRequest }),
    }),
    me: build.query<MeApiResponse, MeApiArg>({
      query: () => ({ url: `/employee/me` }),
    }),
    assignLead: build.mutation<AssignLeadApiResponse, AssignLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/assign/${queryArg.id}`, method: 'POST', body: queryArg.assignLeadRequest }),
    }),
    createLead: build.mutation<CreateLeadApiResponse, CreateLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/create`, method: 'POST', body: queryArg.createLeadRequest }),
    }),
    getLead: build.query<GetLeadApiResponse, GetLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/get/${queryArg.id}` }),
    }),
    listLeads: build.query<ListLeadsApiResponse, ListLeadsApiArg>({
      query: (queryArg) => ({
        url: `/lead/list`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          include_failed: queryArg.includeFailed,
          include_handled: queryArg.includeHandled,
          unassigned_only: queryArg.unassignedOnly,
        },
      }),
    }),
    listMyLeads: build.query<ListMyLeadsApiResponse, ListMyLeadsApiArg>({
      query: (queryArg) => ({
        url: `/lead/list/mine`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          include_handled: queryArg.includeHandled,
        },
      }),
    }),
    reprocessSubmissions: build.mutation<ReprocessSubmissionsApiResponse, ReprocessSubmissionsApiArg>({
      query: (queryArg) => ({
        url: `/lead/reprocess-submissions`,
        method: 'POST',
        body: queryArg.reprocessSubmissionsRequest,
      }),
    }),
    acknowledge: build.mutation<AcknowledgeApiResponse, AcknowledgeApiArg>({
      query: (queryArg) => ({ url: `/notification/acknowledge`, method: 'POST', body: queryArg.acknowledgeRequest }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: (queryArg) => ({
        url: `/notification/list`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          status: queryArg.status,
          notification_type: queryArg.notificationType,
        },
      }),
    }),
    wsToken: build.query<WsTokenApiResponse, WsTokenApiArg>({
      query: () => ({ url: `/notification/ws-token` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as zrmApi };
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type BankLoginApiResponse = /** status 200 Password accepted; a one-time code was e-mailed */ LoginChallenge;
export type BankLoginApiArg = {
  bankLoginRequest: BankLoginRequest;
};
export type BankLoginValidateApiResponse = /** status 200 Signed in on the bank platform */ SignedIn;
export type BankLoginValidateApiArg = {
  validateLoginRequest: ValidateLoginRequest;
};
export type CreateCustomerApiResponse = /** status 201 Registered */ Customer;
export type CreateCustomerApiArg = {
  createCustomerRequest: CreateCustomerRequest;
};
export type GetCustomerApiResponse = /** status 200 undefined */ Customer;
export type GetCustomerApiArg = {
  getCustomerRequest: GetCustomerRequest;
};
export type NameByPniApiResponse = /** status 200 undefined */ CustomerName;
export type NameByPniApiArg = {
  nameByPniRequest: NameByPniRequest;
};
export type NameByIdApiResponse = /** status 200 undefined */ CustomerName;
export type NameByIdApiArg = {
  /** Customer id */
  id: number;
};
export type SearchCustomersApiResponse = /** status 200 undefined */ CustomerPage;
export type SearchCustomersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  searchCustomersRequest: SearchCustomersRequest;
};
export type UpdateCustomerApiResponse = /** status 200 The customer as changed */ Customer;
export type UpdateCustomerApiArg = {
  updateCustomerRequest: UpdateCustomerRequest;
};
export type AllApiResponse = /** status 200 undefined */ UserPage;
export type AllApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Leave out deactivated employees (default false). */
  withoutDeactivated?: boolean;
};
export type LoginApiResponse = /** status 200 Password accepted; a one-time code was e-mailed */ LoginChallenge;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LoginValidateApiResponse = /** status 200 Signed in */ SignedIn;
export type LoginValidateApiArg = {
  validateLoginRequest: ValidateLoginRequest;
};
export type MeApiResponse = /** status 200 undefined */ User;
export type MeApiArg = void;
export type AssignLeadApiResponse = /** status 200 undefined */ Lead;
export type AssignLeadApiArg = {
  /** Lead id */
  id: number;
  assignLeadRequest: AssignLeadRequest;
};
export type CreateLeadApiResponse = /** status 201 Created */ Lead;
export type CreateLeadApiArg = {
  createLeadRequest: CreateLeadRequest;
};
export type GetLeadApiResponse = /** status 200 undefined */ Lead;
export type GetLeadApiArg = {
  /** Lead id */
  id: number;
};
export type ListLeadsApiResponse = /** status 200 undefined */ LeadPage;
export type ListLeadsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Include leads whose creation failed. */
  includeFailed?: boolean;
  /** Include handled leads. */
  includeHandled?: boolean;
  /** Only leads with no assignee. */
  unassignedOnly?: boolean;
};
export type ListMyLeadsApiResponse = /** status 200 undefined */ LeadPage;
export type ListMyLeadsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Include handled leads. */
  includeHandled?: boolean;
};
export type ReprocessSubmissionsApiResponse =
  /** status 200 One result per distinct lead id, in request order */ ReprocessResult[];
export type ReprocessSubmissionsApiArg = {
  reprocessSubmissionsRequest: ReprocessSubmissionsRequest;
};
export type AcknowledgeApiResponse = /** status 200 undefined */ AcknowledgeResponse;
export type AcknowledgeApiArg = {
  acknowledgeRequest: AcknowledgeRequest;
};
export type ListNotificationsApiResponse = /** status 200 undefined */ NotificationPage;
export type ListNotificationsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  status?: 'created' | 'received' | 'read' | 'deleted' | '';
  /** e.g. `lead_assigned`; no NUL. */
  notificationType?: string;
};
export type WsTokenApiResponse = /** status 200 undefined */ WsToken;
export type WsTokenApiArg = void;
export type ErrorBody = {
  detail: string;
  /** The offending input field, for validation errors only. */
  field?: string | null;
  request_id: string;
};
export type LoginChallenge = {
  expires_at: string;
  otp_required: boolean;
  /** Pass to `/employee/login/validate` (or `/bank/login/validate`) with the code. */
  session_id: string;
};
export type BankLoginRequest = {
  /** 1 to 255 characters. */
  password: string;
  username: string;
};
export type Bank = {
  /** ISO 3166 alpha-2, e.g. `SE`. */
  country: string;
  /** e.g. `mortgage`. */
  product: string;
};
export type User = {
  /** The banks of a bank partner; empty for staff. At least one makes a bank partner. */
  banks: Bank[];
  email: string;
  first_name: string;
  last_name: string;
  /** First and last name. */
  name: string;
  /** e.g. `online:admin` */
  roles: string[];
  user_id: string;
  /** 10-character data-region codes (Product, Country, Office, EmploymentType, Department). */
  zoordinates: string[];
};
export type SignedIn = {
  expires_at: string;
  /** Bearer token for every other call. */
  token: string;
  user: User;
};
export type ValidateLoginRequest = {
  /** The one-time code from the e-mail: 6 to 8 characters once surrounding whitespace is removed; no NUL. */
  otp: string;
  /** The `session_id` of the password step: 1 to 255 characters once surrounding whitespace is removed; no NUL. */
  session_id: string;
};
export type Customer = {
  /** `SE` or `NO`. */
  country: string;
  created_at: string;
  customer_id: number;
  email?: string | null;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number?: string | null;
  /** Normalised: SE 12 digits, NO 11 digits. */
  pni: string;
  /** The id in the legacy customer system. */
  sverker_id?: string | null;
  updated_at: string;
  /** The customer's My Pages account, when they have one. */
  user_id?: string | null;
};
export type CreateCustomerRequest = {
  /** `SE` or `NO` */
  country: 'SE' | 'NO';
  /** An e-mail address: one `@` between a local part and a domain with a dot, no whitespace or control characters (surrounding whitespace is removed; blank: none) */
  email?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
  /** A personal id of the country, in any form people write it. */
  pni: string;
  /** The id in the legacy customer system (blank: none): 0 to 100 characters once surrounding whitespace is removed; no NUL. */
  sverker_id?: string | null;
};
export type GetCustomerRequest = {
  customer_id: number;
};
export type CustomerName = {
  customer_id: number;
  first_name: string;
  last_name: string;
};
export type NameByPniRequest = {
  /** A Swedish or Norwegian personal id, in any form people write it. */
  pni: string;
};
export type CustomerPage = {
  items: Customer[];
  limit: number;
  page: number;
  total: number;
};
export type SearchKey = 'pni' | 'phone_number' | 'email' | 'sverker_id' | 'id';
export type SearchCustomersRequest = {
  key: SearchKey;
  /** The value searched for: 1 to 254 characters once surrounding whitespace is removed; no NUL. */
  value: string;
};
export type UpdateCustomerRequest = {
  customer_id: number;
  /** An e-mail address: one `@` between a local part and a domain with a dot, no whitespace or control characters (surrounding whitespace is removed; blank: none) */
  email?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name?: string | null;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
};
export type UserPage = {
  items: User[];
  limit: number;
  page: number;
  total: number;
};
export type LoginRequest = {
  /** The employee's e-mail address: at most 255 characters, with a top-level domain
    (surrounding whitespace is ignored). */
  email: string;
  /** 1 to 255 characters. */
  password: string;
};
export type Assignee = {
  name: string;
  user_id: string;
};
export type CreateSource = {
  /** Set when creating the lead from its source failed. */
  error?: string | null;
  /** e.g. `online_form` */
  type: string;
};
export type Applicant = {
  first_name: string;
  last_name: string;
  /** Personal identity number; core normalises it (Swedish ones to `YYYYMMDDNNNN`). */
  pni: string;
};
export type LeadData = {
  applicant: Applicant;
  co_applicant?: Applicant | null;
};
export type NextMeeting = {
  handler_name: string;
  meeting_start: string;
};
export type Lead = {
  assignee?: Assignee | null;
  /** `SE` or `NO` */
  country: string;
  create_source: CreateSource;
  created_at: string;
  data: LeadData;
  handled: boolean;
  lead_id: number;
  next_meeting?: NextMeeting | null;
  reprocessable: boolean;
  /** e.g. `ONLINE_LEAD` */
  source: string;
};
export type AssignLeadRequest = {
  /** User id of the employee to assign. */
  assignee_id: string;
};
export type NewCreateSource = {
  /** Set when creating the lead from its source failed (null or blank: no error): 0 to 1000 characters once surrounding whitespace is removed; no NUL. */
  error?: string | null;
  /** e.g. `online_form`: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  type: string;
};
export type NewApplicant = {
  /** First name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** Last name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** Personal identity number valid for the lead's `country`: a Swedish personnummer with its
    check digit (`YYYYMMDD-NNNN`, `YYYYMMDDNNNN`, `YYMMDD-NNNN`…) or a Norwegian
    fødselsnummer with both control digits (`DDMMYYNNNNN`); no birth date after today. */
  pni: string;
};
export type NewLeadData = {
  applicant: NewApplicant;
  co_applicant?: NewApplicant | null;
};
export type CreateLeadRequest = {
  /** `SE` or `NO` */
  country: 'SE' | 'NO';
  create_source: NewCreateSource;
  data: NewLeadData;
  /** Where the lead comes from, e.g. `ONLINE_LEAD`: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  source: string;
};
export type LeadPage = {
  items: Lead[];
  limit: number;
  page: number;
  total: number;
};
export type ReprocessStatus = 'reprocessed' | 'skipped' | 'failed';
export type ReprocessResult = {
  /** Why the lead was skipped or failed, e.g. `Lead not found`; null when reprocessed. */
  error?: string | null;
  lead_id: number;
  status: ReprocessStatus;
};
export type ReprocessSubmissionsRequest = {
  /** 1 to 100 positive lead ids; a repeated id is reprocessed once. */
  lead_ids: number[];
};
export type AcknowledgeResponse = {
  updated: number;
};
export type AcknowledgeRequest = {
  /** `read`, `received` or `deleted` */
  action: 'read' | 'received' | 'deleted';
  /** 1 to 500 ids of the caller's notifications. */
  notification_ids: string[];
};
export type NotificationData = {
  application_id?: string | null;
  lead_id?: number | null;
  message: string;
};
export type Notification = {
  created_at: string;
  data: NotificationData;
  notification_id: string;
  /** `created`, `received`, `read` or `deleted` */
  status: 'created' | 'received' | 'read' | 'deleted';
  title: string;
  /** User id of the employee it is for. */
  to: string;
  /** e.g. `lead_assigned` */
  type: string;
};
export type NotificationPage = {
  items: Notification[];
  limit: number;
  page: number;
  total: number;
  /** Notifications of the user still unread (created or received). */
  unread: number;
};
export type WsToken = {
  expires_at: string;
  token: string;
};
export const {
  useLogoutMutation,
  useBankLoginMutation,
  useBankLoginValidateMutation,
  useCreateCustomerMutation,
  useGetCustomerMutation,
  useNameByPniMutation,
  useNameByIdQuery,
  useSearchCustomersMutation,
  useUpdateCustomerMutation,
  useAllQuery,
  useLoginMutation,
  useLoginValidateMutation,
  useMeQuery,
  useAssignLeadMutation,
  useCreateLeadMutation,
  useGetLeadQuery,
  useListLeadsQuery,
  useListMyLeadsQuery,
  useReprocessSubmissionsMutation,
  useAcknowledgeMutation,
  useListNotificationsQuery,
  useWsTokenQuery,
} = injectedRtkApi;
