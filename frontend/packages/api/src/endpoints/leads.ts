import { api } from '../api';
import type { Lead, Page, ReprocessResult } from '../types';

export const LEAD_PAGE_SIZES = [5, 10, 25, 50] as const;
export type LeadPageSize = (typeof LEAD_PAGE_SIZES)[number];

export interface LeadListArgs {
  page: number;
  limit: LeadPageSize;
  includeFailed: boolean;
  includeHandled: boolean;
  unassignedOnly: boolean;
}

export interface AssignLeadArgs {
  leadId: number;
  assigneeId: string;
}

/** Spec 1 §7: at most this many lead ids per reprocessing call (the gateway refuses more). */
export const MAX_REPROCESS_LEAD_IDS = 100;

export interface ReprocessSubmissionsArgs {
  leadIds: number[];
}

export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.query<Page<Lead>, LeadListArgs>({
      query: ({ page, limit, includeFailed, includeHandled, unassignedOnly }) => ({
        url: '/lead/list',
        params: {
          page,
          limit,
          include_failed: includeFailed,
          include_handled: includeHandled,
          unassigned_only: unassignedOnly,
        },
      }),
      providesTags: (result) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...(result?.items.map((lead) => ({ type: 'Lead' as const, id: lead.lead_id })) ?? []),
      ],
    }),
    getLead: build.query<Lead, number>({
      query: (id) => `/lead/get/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
    }),
    assignLead: build.mutation<Lead, AssignLeadArgs>({
      query: ({ leadId, assigneeId }) => ({
        url: `/lead/assign/${leadId}`,
        method: 'POST',
        body: { assignee_id: assigneeId },
      }),
      invalidatesTags: (_result, error, { leadId }) =>
        error ? [] : [{ type: 'Lead', id: leadId }, { type: 'Lead', id: 'LIST' }],
    }),
    /** One result per distinct lead, in the order sent; the list and those leads are refetched. */
    reprocessSubmissions: build.mutation<ReprocessResult[], ReprocessSubmissionsArgs>({
      query: ({ leadIds }) => ({
        url: '/lead/reprocess-submissions',
        method: 'POST',
        body: { lead_ids: leadIds },
      }),
      // Also on failure: a call cut short may still have changed some leads.
      invalidatesTags: (_result, _error, { leadIds }) => [
        { type: 'Lead' as const, id: 'LIST' },
        ...leadIds.map((id) => ({ type: 'Lead' as const, id })),
      ],
    }),
  }),
});

export const { useListLeadsQuery, useGetLeadQuery, useAssignLeadMutation, useReprocessSubmissionsMutation } = leadsApi;
