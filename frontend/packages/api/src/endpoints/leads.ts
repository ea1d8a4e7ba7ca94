import { zrmApi } from '../generated/zrmApi';
import type { ListLeadsApiArg } from '../types';

export const LEAD_PAGE_SIZES = [5, 10, 25, 50] as const;
export type LeadPageSize = (typeof LEAD_PAGE_SIZES)[number];

/** The leads table's query: every parameter of GET /lead/list set, the page size one of the table's. */
export type LeadListArgs = Required<ListLeadsApiArg> & { limit: LeadPageSize };

/** At most this many lead ids per reprocessing call (the gateway refuses more). */
export const MAX_REPROCESS_LEAD_IDS = 100;

/* Lead tags: each list page and each lead; assigning and reprocessing refetch what they changed. */
export const leadsApi = zrmApi.enhanceEndpoints({
  endpoints: {
    /*
     * GET /lead/search/{text}: the text is a path segment, so it is encoded (a name with a space
     * or a slash stays one segment). Results carry the leads' tags, so a change refetches them.
     */
    searchLeads: (definition) => {
      const request = definition.query;
      if (request) definition.query = (arg) => request({ ...arg, text: encodeURIComponent(arg.text ?? '') });
      definition.providesTags = (result) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...(result?.items.map((lead) => ({ type: 'Lead' as const, id: lead.lead_id })) ?? []),
      ];
    },
    listLeads: {
      providesTags: (result) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...(result?.items.map((lead) => ({ type: 'Lead' as const, id: lead.lead_id })) ?? []),
      ],
    },
    listMyLeads: {
      providesTags: (result) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...(result?.items.map((lead) => ({ type: 'Lead' as const, id: lead.lead_id })) ?? []),
      ],
    },
    getLead: {
      providesTags: (_result, _error, { id }) => [{ type: 'Lead', id }],
    },
    assignLead: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Lead', id }, { type: 'Lead', id: 'LIST' }]),
    },
    handleLead: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Lead', id }, { type: 'Lead', id: 'LIST' }]),
    },
    createLead: {
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Lead', id: 'LIST' }]),
    },
    /** The lead is handled and a new application exists: both lists refetch. */
    convertLead: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Lead', id }, { type: 'Lead', id: 'LIST' }, { type: 'Application', id: 'LIST' }],
    },
    unhandleLead: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Lead', id }, { type: 'Lead', id: 'LIST' }]),
    },
    /** One result per distinct lead, in the order sent; the list and those leads are refetched. */
    reprocessSubmissions: {
      // Also on failure: a call cut short may still have changed some leads.
      invalidatesTags: (_result, _error, { reprocessSubmissionsRequest }) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...reprocessSubmissionsRequest.lead_ids.map((id) => ({ type: 'Lead' as const, id })),
      ],
    },
  },
});

// From the enhanced api, so a bundler keeps this module (and its tags) wherever a hook is used.
export const {
  useListLeadsQuery,
  useListMyLeadsQuery,
  useGetLeadQuery,
  useAssignLeadMutation,
  useReprocessSubmissionsMutation,
  useHandleLeadMutation,
  useUnhandleLeadMutation,
  useConvertLeadMutation,
  useCreateLeadMutation,
  /** The search drawer's Leads tab: by personal id (applicant or co-applicant) or part of a name. */
  useSearchLeadsQuery,
} = leadsApi;
