import { zrmApi, type MeetingList, type MeetingsOfApiArg } from '../generated/zrmApi';
import { captured, type GeneratedRequest } from './generatedRequests';

let meetingsOfRequest: GeneratedRequest<MeetingsOfApiArg> | undefined;

const meetingsTag = (id: string) => ({ type: 'Meetings' as const, id });
const SLOTS = { type: 'Meetings' as const, id: 'SLOTS' };

/*
 * `POST /meeting/get` reads, so the page caches it like a query (its generated request reused).
 * Booking and cancelling refetch the application's meetings, the free slots and the tables' next
 * meeting column.
 */
const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    meetingsOf: (definition) => {
      meetingsOfRequest = definition.query;
    },
    availableSlots: { providesTags: [SLOTS] },
  },
});

const withQueries = capturing.injectEndpoints({
  endpoints: (build) => ({
    applicationMeetings: build.query<MeetingList, { applicationId: string }>({
      query: ({ applicationId }) =>
        captured(meetingsOfRequest, 'meetingsOf')({ meetingsOfRequest: { application_ids: [applicationId], with_handler_name: true } }),
      providesTags: (_result, _error, { applicationId }) => [meetingsTag(applicationId)],
    }),
  }),
});

export const meetingsApi = withQueries.enhanceEndpoints({
  endpoints: {
    createMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), { type: 'Application', id: 'LIST' }],
    },
    cancelMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), { type: 'Application', id: 'LIST' }],
    },
  },
});

export const { useApplicationMeetingsQuery, useAvailableSlotsQuery, useCreateMeetingMutation, useCancelMeetingMutation } =
  meetingsApi;
