import { api } from '../api';
import type { Lead, Page } from '../types';

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
  }),
});

export const { useListLeadsQuery, useGetLeadQuery, useAssignLeadMutation } = leadsApi;
