import { saveResponseAsFile, type SavedFile } from '../download';
import { asFetchArgs, captured, customerAuditTag, type GeneratedRequest } from './generatedRequests';
import {
  zrmApi,
  type Consents,
  type Customer,
  type CustomerName,
  type CustomerPage,
  type ExportCustomerApiArg,
  type GetConsentsApiArg,
  type GetCustomerApiArg,
  type NameByPniApiArg,
  type SearchCustomersApiArg,
  type SearchCustomersRequest,
  type SearchKey,
} from '../generated/zrmApi';

export const CUSTOMER_PAGE_SIZES = [5, 10, 25, 50] as const;
export type CustomerPageSize = (typeof CUSTOMER_PAGE_SIZES)[number];

/** The search keys of POST /customer/search, in the order the search bar offers them. */
export const CUSTOMER_SEARCH_KEYS: readonly SearchKey[] = ['pni', 'phone_number', 'name', 'email', 'sverker_id', 'id'];

/** Why an employee looks a customer up: kept in each found customer's audit. */
export type LookupReason = SearchCustomersRequest['reason'];

/** The lookup reasons, in the order the search offers them (the gateway's list). */
export const LOOKUP_REASONS: readonly LookupReason[] = [
  'CUSTOMER_CONTACT',
  'APPLICATION_HANDLING',
  'INSURANCE_HANDLING',
  'COMPLAINT',
  'DATA_REQUEST',
  'FRAUD_CHECK',
];

/** One page of a customer search: the key, the value searched for, the reason, and the page. */
export interface CustomerSearchArgs {
  key: SearchKey;
  value: string;
  reason: LookupReason;
  page: number;
  limit: CustomerPageSize;
}

type Request<A> = GeneratedRequest<A>;

/*
 * The generator emits the gateway's POST reads (get, consents, search, name by pni) as
 * mutations, since they are POSTs. The customer page needs them cached like queries, so the
 * generated requests are taken from their definitions (path and body shape still come from the
 * document, as for the employee picker) and reused by the queries injected below.
 */
const requests: {
  getCustomer?: Request<GetCustomerApiArg>;
  getConsents?: Request<GetConsentsApiArg>;
  searchCustomers?: Request<SearchCustomersApiArg>;
  nameByPni?: Request<NameByPniApiArg>;
  exportCustomer?: Request<ExportCustomerApiArg>;
} = {};

function generated<K extends keyof typeof requests>(name: K): NonNullable<(typeof requests)[K]> {
  return captured(requests[name] as GeneratedRequest<unknown> | undefined, name) as NonNullable<(typeof requests)[K]>;
}

const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    getCustomer: (definition) => {
      requests.getCustomer = definition.query;
    },
    getConsents: (definition) => {
      requests.getConsents = definition.query;
    },
    searchCustomers: (definition) => {
      requests.searchCustomers = definition.query;
    },
    nameByPni: (definition) => {
      requests.nameByPni = definition.query;
    },
    exportCustomer: (definition) => {
      requests.exportCustomer = definition.query;
    },
  },
});

/* Tag ids: the list (and search pages), one customer, and a customer's name lookups. */
const LIST = { type: 'Customer' as const, id: 'LIST' };
const nameTag = (id: number) => ({ type: 'Customer' as const, id: `name-${id}` });
const auditTag = customerAuditTag;

const withQueries = capturing.injectEndpoints({
  endpoints: (build) => ({
    /** POST /customer/get as a cached query (each fetch is audited as a view by the gateway). */
    customer: build.query<Customer, { id: number }>({
      query: ({ id }) => generated('getCustomer')({ customerIdRequest: { customer_id: id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    }),
    /** POST /customer/consents as a cached query. */
    customerConsents: build.query<Consents, { id: number }>({
      query: ({ id }) => generated('getConsents')({ customerIdRequest: { customer_id: id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'CustomerConsents', id }],
    }),
    /** POST /customer/search as a cached, paged query: the full value of one key (or a name part). */
    customerSearch: build.query<CustomerPage, CustomerSearchArgs>({
      query: ({ key, value, reason, page, limit }) =>
        generated('searchCustomers')({ page, limit, searchCustomersRequest: { key, value, reason } }),
      providesTags: [LIST],
    }),
    /**
     * POST /customer/name/by-pni as a cached query per personal id. No customer with it (404) or
     * no personal id at all (400) is the answer `null`, cached like a name, so a table of leads
     * asks once per personal id; other failures stay errors.
     */
    customerNameByPni: build.query<CustomerName | null, { pni: string }>({
      async queryFn({ pni }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(generated('nameByPni')({ nameByPniRequest: { pni } }));
        if (result.error) {
          return result.error.status === 404 || result.error.status === 400 ? { data: null } : { error: result.error };
        }
        return { data: result.data as CustomerName };
      },
      providesTags: (result) => (result ? [nameTag(result.customer_id)] : []),
    }),
    /**
     * GET /customer/export/{id} saved as the file the gateway names (not cached; a mutation
     * since each export is audited).
     */
    downloadCustomerExport: build.mutation<SavedFile, { id: number }>({
      query: ({ id }) => ({
        ...asFetchArgs(generated('exportCustomer')({ id })),
        responseHandler: (response: Response) =>
          response.ok ? saveResponseAsFile(response, `customer-${id}.json`) : response.json(),
      }),
      invalidatesTags: (_result, _error, { id }) => [auditTag(id)],
    }),
  }),
});

/**
 * The customer register's tags. Changes write the customer they return into the page's cache
 * (refetching POST /customer/get would audit another view) and refetch the list, the names and
 * the audit; consent changes write the consents back; checks refetch the history, also when the
 * provider failed (the failed check is stored).
 */
export const customersApi = withQueries.enhanceEndpoints({
  endpoints: {
    listCustomers: {
      providesTags: (result) => [LIST, ...(result?.items.map((c) => nameTag(c.customer_id)) ?? [])],
    },
    nameById: {
      providesTags: (_result, _error, { id }) => [nameTag(id)],
    },
    customerChecks: {
      providesTags: (_result, _error, { id }) => [{ type: 'CustomerChecks', id }],
    },
    customerAudit: {
      providesTags: (_result, _error, { id }) => [auditTag(id)],
    },
    updateCustomer: {
      onQueryStarted: ({ updateCustomerRequest }, api) => storeCustomer(updateCustomerRequest.customer_id, api),
      invalidatesTags: (_result, error, { updateCustomerRequest: { customer_id: id } }) =>
        error ? [] : [LIST, nameTag(id), auditTag(id)],
    },
    blockCustomer: {
      onQueryStarted: ({ blockRequest }, api) => storeCustomer(blockRequest.customer_id, api),
      invalidatesTags: (_result, error, { blockRequest: { customer_id: id } }) => (error ? [] : [LIST, auditTag(id)]),
    },
    unblockCustomer: {
      onQueryStarted: ({ blockRequest }, api) => storeCustomer(blockRequest.customer_id, api),
      invalidatesTags: (_result, error, { blockRequest: { customer_id: id } }) => (error ? [] : [LIST, auditTag(id)]),
    },
    deleteCustomer: {
      onQueryStarted: ({ customerIdRequest }, api) => storeCustomer(customerIdRequest.customer_id, api),
      invalidatesTags: (_result, error, { customerIdRequest: { customer_id: id } }) =>
        error
          ? []
          : [LIST, nameTag(id), auditTag(id), { type: 'CustomerConsents', id }, { type: 'CustomerChecks', id }],
    },
    updateConsents: {
      onQueryStarted: ({ updateConsentsRequest }, api) => storeConsents(updateConsentsRequest.customer_id, api),
      invalidatesTags: (_result, error, { updateConsentsRequest: { customer_id: id } }) => (error ? [] : [auditTag(id)]),
    },
    renewDebtRegisterConsent: {
      onQueryStarted: ({ customerIdRequest }, api) => storeConsents(customerIdRequest.customer_id, api),
      invalidatesTags: (_result, error, { customerIdRequest: { customer_id: id } }) => (error ? [] : [auditTag(id)]),
    },
    // The impersonation is audited (the employee viewed the customer).
    impersonateCustomer: {
      invalidatesTags: (_r, error, { customerIdRequest: { customer_id: id } }) => (error ? [] : [auditTag(id)]),
    },
    // A failed provider still stores a failed check: refetch the history either way.
    idCheck: { invalidatesTags: (_r, _e, { customerIdRequest: { customer_id: id } }) => checkTags(id) },
    creditCheck: { invalidatesTags: (_r, _e, { customerIdRequest: { customer_id: id } }) => checkTags(id) },
    pepCheck: { invalidatesTags: (_r, _e, { customerIdRequest: { customer_id: id } }) => checkTags(id) },
    externallyVerifiedCredits: {
      invalidatesTags: (_r, _e, { customerIdRequest: { customer_id: id } }) => checkTags(id),
    },
  },
});

function checkTags(id: number) {
  return [{ type: 'CustomerChecks' as const, id }, auditTag(id)];
}

interface Lifecycle<T> {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/** Writes the customer a change returned into the cached POST /customer/get entry. */
async function storeCustomer(id: number, { dispatch, queryFulfilled }: Lifecycle<Customer>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(customersApi.util.upsertQueryData('customer', { id }, data));
  } catch {
    // Shown by the caller from the mutation result.
  }
}

/** Writes the consents a change returned into the cached POST /customer/consents entry. */
async function storeConsents(id: number, { dispatch, queryFulfilled }: Lifecycle<Consents>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(customersApi.util.upsertQueryData('customerConsents', { id }, data));
  } catch {
    // Shown by the caller from the mutation result.
  }
}

// From the enhanced api, so a bundler keeps this module (and its tags) wherever a hook is used.
export const {
  useListCustomersQuery,
  useCustomerSearchQuery,
  useCustomerQuery,
  useCustomerConsentsQuery,
  useCustomerChecksQuery,
  useCustomerAuditQuery,
  useNameByIdQuery: useCustomerNameQuery,
  useCustomerNameByPniQuery,
  useUpdateCustomerMutation,
  useUpdateConsentsMutation,
  useRenewDebtRegisterConsentMutation,
  useBlockCustomerMutation,
  useUnblockCustomerMutation,
  useDeleteCustomerMutation,
  useIdCheckMutation,
  useCreditCheckMutation,
  usePepCheckMutation,
  useExternallyVerifiedCreditsMutation,
  useDownloadCustomerExportMutation,
  useImpersonateCustomerMutation,
} = customersApi;
