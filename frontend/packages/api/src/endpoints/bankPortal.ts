import { saveResponseAsFile, type SavedFile } from '../download';
import {
  zrmApi,
  type BankApplicationPage,
  type BankApplicationsApiArg,
  type BankStatus,
  type DownloadBankDocumentApiArg,
  type PortalProduct,
} from '../generated/zrmApi';
import { asFetchArgs, captured, type GeneratedRequest } from './generatedRequests';

/** The bank-side statuses the portal's filter offers (CANCELLED rows show as raw text). */
export const BANK_STATUSES: readonly BankStatus[] = ['NEW', 'ONGOING', 'ACCEPTED', 'DECLINED', 'DISBURSED'];

/** The bank list's query: the partner's chosen bank, the status filter and the page (from 0). */
export interface BankListArgs {
  country: 'SE' | 'NO';
  product: PortalProduct;
  statuses: BankStatus[];
  /** An applicant's personal id, phone number or a part of their name; absent: every application. */
  search?: string;
  page: number;
  limit: 5 | 10 | 25 | 50;
}

let listRequest: GeneratedRequest<BankApplicationsApiArg> | undefined;
let documentRequest: GeneratedRequest<DownloadBankDocumentApiArg> | undefined;

const LIST = { type: 'BankApplication' as const, id: 'LIST' };
const applicationTag = (id: string) => ({ type: 'BankApplication' as const, id });

/*
 * The bank's list is a POST, so the generator emits a mutation; the page needs it cached like a
 * query, so its generated request is reused by the query injected below. An answer (take up,
 * decline) writes the view it returns into the page's cache and refetches the list.
 */
const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    bankApplications: (definition) => {
      listRequest = definition.query;
    },
    bankApplication: {
      providesTags: (_result, _error, { applicationId }) => [applicationTag(applicationId)],
    },
    downloadBankDocument: (definition) => {
      documentRequest = definition.query as GeneratedRequest<DownloadBankDocumentApiArg>;
    },
  },
});

const withQueries = capturing.injectEndpoints({
  endpoints: (build) => ({
    bankApplicationList: build.query<BankApplicationPage, BankListArgs>({
      query: ({ country, product, statuses, search, page, limit }) =>
        captured(listRequest, 'bankApplications')({
          bankApplicationsRequest: { country, product, bank_statuses: statuses, page, limit, ...(search ? { search } : {}) },
        }),
      providesTags: [LIST],
    }),
    /** A document the lender sent the bank, saved as a file under its name (audited). */
    downloadBankDocumentFile: build.mutation<SavedFile, DownloadBankDocumentApiArg & { fallbackName: string }>({
      query: ({ fallbackName, ...arg }) => ({
        ...asFetchArgs(captured(documentRequest, 'downloadBankDocument')(arg)),
        responseHandler: (response: Response) => (response.ok ? saveResponseAsFile(response, fallbackName) : response.json()),
      }),
    }),
  }),
});

export const bankPortalApi = withQueries.enhanceEndpoints({
  endpoints: {
    takeUp: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [LIST, applicationTag(applicationId)]),
    },
    reject: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [LIST, applicationTag(applicationId)]),
    },
    comment: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [applicationTag(applicationId)]),
    },
    makeOffer: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [LIST, applicationTag(applicationId)]),
    },
    disburse: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [LIST, applicationTag(applicationId)]),
    },
  },
});

export const {
  useBankApplicationListQuery,
  useBankApplicationQuery,
  useTakeUpMutation,
  useRejectMutation,
  useMakeOfferMutation,
  useCommentMutation: useCommentToLenderMutation,
  useDisburseMutation,
  useDownloadBankDocumentFileMutation,
} = bankPortalApi;
