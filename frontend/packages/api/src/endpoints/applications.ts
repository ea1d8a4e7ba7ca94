import {
  zrmApi,
  type Application,
  type ApplicationPage,
  type ApplicationStatus,
  type CustomerApplicationsApiArg,
  type DeactivationRequestPage,
  type GetApplicationApiArg,
  type PendingReviewsApiArg,
  type SearchApplicationsApiArg,
  type Substatus,
} from '../generated/zrmApi';
import { captured, type GeneratedRequest } from './generatedRequests';

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['ACTIVE', 'DEACTIVATED'];
export const APPLICATION_SUBSTATUSES: readonly Substatus[] = ['DRAFT', 'COMPLETE', 'OFFERED', 'ACCEPTED', 'DISBURSED'];

/** Which substatus may follow which (core enforces the same; the page offers only these). */
export const NEXT_SUBSTATUSES: Record<Substatus, readonly Substatus[]> = {
  DRAFT: ['COMPLETE'],
  COMPLETE: ['OFFERED', 'DRAFT'],
  OFFERED: ['ACCEPTED', 'COMPLETE'],
  ACCEPTED: ['DISBURSED'],
  DISBURSED: [],
};

/** The Applications table's query: the filter bar, the page, and whether it is "mine". */
export interface ApplicationListArgs {
  /** Only the signed-in employee's applications. */
  mine: boolean;
  statuses: ApplicationStatus[];
  substatuses: Substatus[];
  unassignedOnly: boolean;
  page: number;
  limit: 5 | 10 | 25 | 50;
}

let searchRequest: GeneratedRequest<SearchApplicationsApiArg> | undefined;
let getRequest: GeneratedRequest<GetApplicationApiArg> | undefined;
let inboxRequest: GeneratedRequest<PendingReviewsApiArg> | undefined;
let customerRequest: GeneratedRequest<CustomerApplicationsApiArg> | undefined;

const LIST = { type: 'Application' as const, id: 'LIST' };
const applicationTag = (id: string) => ({ type: 'Application' as const, id });
const eventsTag = (id: string) => ({ type: 'ApplicationEvents' as const, id });
const commentsTag = (id: string) => ({ type: 'ApplicationComments' as const, id });
const INBOX = { type: 'DeactivationInbox' as const, id: 'LIST' };
const banksTag = (id: string) => ({ type: 'ApplicationBanks' as const, id });
const bankMessagesTag = (id: string) => ({ type: 'BankMessages' as const, id });
const amlTag = (id: string) => ({ type: 'AmlReviews' as const, id });
const invitationsTag = (id: string) => ({ type: 'Invitations' as const, id });

/*
 * The table's search and the single read are POSTs, so the generator emits them as mutations;
 * the pages need them cached like queries. Their generated requests (path, parameters, body
 * shape) are reused by the queries injected below. A change writes the application it returns
 * into the page's cache and refetches the lists and the history.
 */
const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    searchApplications: (definition) => {
      searchRequest = definition.query;
    },
    getApplication: (definition) => {
      getRequest = definition.query;
    },
    pendingReviews: (definition) => {
      inboxRequest = definition.query;
    },
    customerApplications: (definition) => {
      customerRequest = definition.query;
    },
    // Opening an application (a query) puts it first: the list refetches where it is shown.
    recentApplications: {
      providesTags: [LIST],
    },
    myApplications: {
      providesTags: [LIST],
    },
    applicationEvents: {
      providesTags: (_result, _error, { applicationId }) => [eventsTag(applicationId)],
    },
    listComments: {
      providesTags: (_result, _error, { applicationId }) => [commentsTag(applicationId)],
    },
    applicationBanks: {
      providesTags: (_result, _error, { applicationId }) => [banksTag(applicationId)],
    },
    listBankMessages: {
      providesTags: (_result, _error, { applicationId }) => [bankMessagesTag(applicationId)],
    },
    listAmlReviews: {
      providesTags: (_result, _error, { applicationId }) => [amlTag(applicationId)],
    },
    listInvitations: {
      providesTags: (_result, _error, { applicationId }) => [invitationsTag(applicationId)],
    },
  },
});

const withQueries = capturing.injectEndpoints({
  endpoints: (build) => ({
    applicationList: build.query<ApplicationPage, ApplicationListArgs>({
      query: ({ mine, statuses, substatuses, unassignedOnly, page, limit }) =>
        captured(searchRequest, 'searchApplications')({
          page,
          limit,
          searchApplicationsRequest: { mine, statuses, substatuses, unassigned_only: unassignedOnly && !mine },
        }),
      providesTags: [LIST],
    }),
    application: build.query<Application, { applicationId: string }>({
      query: ({ applicationId }) =>
        captured(getRequest, 'getApplication')({ applicationIdRequest: { application_id: applicationId } }),
      providesTags: (_result, _error, { applicationId }) => [applicationTag(applicationId)],
    }),
    /** The applications a customer is on, newest first (the customer page's tab). */
    customerApplicationList: build.query<ApplicationPage, { customerId: number; page: number; limit: 5 | 10 | 25 | 50 }>({
      query: ({ customerId, page, limit }) =>
        captured(customerRequest, 'customerApplications')({
          page,
          limit,
          customerApplicationsRequest: { customer_id: customerId },
        }),
      providesTags: [LIST],
    }),
    /** The four-eyes review inbox: deactivation requests waiting, oldest first. */
    deactivationInbox: build.query<DeactivationRequestPage, PendingReviewsApiArg>({
      query: (arg) => captured(inboxRequest, 'pendingReviews')(arg),
      providesTags: [INBOX],
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Application }>;
}

/** Writes what a change returned into the cached application (a refetch would be another read). */
async function storeApplication(applicationId: string, { dispatch, queryFulfilled }: Lifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      applicationsApi.util.updateQueryData('application', { applicationId }, (cached) => ({
        ...data,
        // A change's answer carries names only; keep the personal ids the page already shows.
        applicants: data.applicants.map((applicant, index) => ({
          ...applicant,
          customer: { ...applicant.customer, pni: cached.applicants[index]?.customer.pni ?? applicant.customer.pni },
        })),
      })),
    );
  } catch {
    // Shown by the caller from the mutation result.
  }
}

export const applicationsApi = withQueries.enhanceEndpoints({
  endpoints: {
    /*
     * GET /application/search/{text}: the text is a path segment, so it is encoded (a name with
     * a space or a phone number with a slash stays one segment). A change to any application
     * refetches the hits.
     */
    searchApplicationsByPerson: (definition) => {
      const request = definition.query;
      if (request) definition.query = (arg) => request({ ...arg, text: encodeURIComponent(arg.text ?? '') });
      definition.providesTags = [LIST];
    },
    createApplication: {
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    },
    duplicateApplication: {
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    },
    updateApplication: {
      onQueryStarted: ({ applicationId }, api) => storeApplication(applicationId, api),
      // Disbursing moves the accepted bank too.
      invalidatesTags: (_result, error, { applicationId }) =>
        error ? [] : [LIST, eventsTag(applicationId), banksTag(applicationId)],
    },
    sendToBanks: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [banksTag(applicationId), eventsTag(applicationId)]),
    },
    // An offer and its acceptance move the substatus: the application is read again.
    recordOffer: {
      invalidatesTags: (_result, error, { applicationId }) =>
        error ? [] : [LIST, banksTag(applicationId), applicationTag(applicationId), eventsTag(applicationId)],
    },
    acceptOffer: {
      invalidatesTags: (_result, error, { acceptOfferRequest: { application_id: id } }) =>
        error ? [] : [LIST, banksTag(id), applicationTag(id), eventsTag(id)],
    },
    // Withdrawing may move an OFFERED application back to COMPLETE.
    cancelAtBank: {
      invalidatesTags: (_result, error, { cancelAtBankRequest: { application_id: id } }) =>
        error ? [] : [LIST, banksTag(id), applicationTag(id), eventsTag(id)],
    },
    commentToBank: {
      invalidatesTags: (_result, error, { commentToBankRequest: { application_id: id } }) =>
        error ? [] : [bankMessagesTag(id), eventsTag(id)],
    },
    documentToBank: {
      invalidatesTags: (_result, error, { documentToBankRequest: { application_id: id } }) =>
        error ? [] : [bankMessagesTag(id), eventsTag(id)],
    },
    reviewAml: {
      invalidatesTags: (_result, error, { amlReviewRequest: { application_id: id } }) =>
        error ? [] : [amlTag(id), eventsTag(id)],
    },
    // A failed send is recorded too (503): the list is read again either way.
    inviteApplicant: {
      invalidatesTags: (_result, _error, { inviteRequest: { application_id: id } }) => [invitationsTag(id), eventsTag(id)],
    },
    resendInvitation: {
      invalidatesTags: (_result, _error, { resendInvitationRequest: { application_id: id } }) => [invitationsTag(id)],
    },
    addComment: {
      invalidatesTags: (_result, error, { applicationId }) =>
        error ? [] : [commentsTag(applicationId), eventsTag(applicationId)],
    },
    assignApplication: {
      onQueryStarted: ({ applicationId }, api) => storeApplication(applicationId, api),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [LIST, eventsTag(applicationId)]),
    },
    // A request answers with itself: the page rereads the application to show it waiting.
    requestDeactivation: {
      invalidatesTags: (_result, error, { applicationId }) =>
        error ? [] : [INBOX, applicationTag(applicationId), eventsTag(applicationId)],
    },
    reviewDeactivation: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [INBOX, LIST, applicationTag(result.application_id), eventsTag(result.application_id)],
    },
    reactivateApplication: {
      onQueryStarted: ({ applicationIdRequest }, api) => storeApplication(applicationIdRequest.application_id, api),
      invalidatesTags: (_result, error, { applicationIdRequest }) =>
        error ? [] : [LIST, eventsTag(applicationIdRequest.application_id)],
    },
  },
});

// From the enhanced api, so a bundler keeps this module (and its tags) wherever a hook is used.
export const {
  useSearchApplicationsByPersonQuery,
  useApplicationListQuery,
  useCustomerApplicationListQuery,
  useRecentApplicationsQuery,
  useMyApplicationsQuery,
  useApplicationQuery,
  useApplicationEventsQuery,
  useCreateApplicationMutation,
  useDuplicateApplicationMutation,
  useUpdateApplicationMutation,
  useAssignApplicationMutation,
  useListCommentsQuery: useApplicationCommentsQuery,
  useAddCommentMutation: useAddApplicationCommentMutation,
  useDeactivationReasonsQuery,
  useDeactivationInboxQuery,
  useRequestDeactivationMutation,
  useReviewDeactivationMutation,
  useReactivateApplicationMutation,
  useApplicationBanksQuery,
  useSendToBanksMutation,
  useRecordOfferMutation,
  useAcceptOfferMutation,
  useCancelAtBankMutation,
  useCommentToBankMutation,
  useDocumentToBankMutation,
  useListBankMessagesQuery: useBankMessagesQuery,
  useReviewAmlMutation,
  useListAmlReviewsQuery: useAmlReviewsQuery,
  useInviteApplicantMutation,
  useResendInvitationMutation,
  useListInvitationsQuery: useInvitationsQuery,
  useAllIntegrationsQuery,
} = applicationsApi;
