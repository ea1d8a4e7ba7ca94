import { zrmApi, type MeetingList, type MeetingsOfApiArg } from '../generated/zrmApi';
import { captured, type GeneratedRequest } from './generatedRequests';

let meetingsOfRequest: GeneratedRequest<MeetingsOfApiArg> | undefined;

const meetingsTag = (id: string) => ({ type: 'Meetings' as const, id });
const SLOTS = { type: 'Meetings' as const, id: 'SLOTS' };
// The tables show the next meeting.
const LISTS = [
  { type: 'Application' as const, id: 'LIST' },
  { type: 'Lead' as const, id: 'LIST' },
];

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

/** What meetings are about: an application (its reference number) or a lead. */
export type MeetingSubject = { applicationId: string } | { leadId: number };

/** The cache key of a subject's meetings, the same a booked meeting names. */
export const subjectKey = (subject: MeetingSubject) =>
  'applicationId' in subject ? subject.applicationId : `lead-${subject.leadId}`;

const withQueries = capturing.injectEndpoints({
  endpoints: (build) => ({
    subjectMeetings: build.query<MeetingList, MeetingSubject>({
      query: (subject) =>
        captured(meetingsOfRequest, 'meetingsOf')({
          meetingsOfRequest:
            'applicationId' in subject
              ? { application_ids: [subject.applicationId], with_handler_name: true }
              : { lead_ids: [subject.leadId], with_handler_name: true },
        }),
      providesTags: (_result, _error, subject) => [meetingsTag(subjectKey(subject))],
    }),
  }),
});

export const meetingsApi = withQueries.enhanceEndpoints({
  endpoints: {
    createMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), ...LISTS],
    },
    cancelMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), ...LISTS],
    },
  },
});

export const { useSubjectMeetingsQuery, useAvailableSlotsQuery, useCreateMeetingMutation, useCancelMeetingMutation } =
  meetingsApi;
