import {
  zrmApi,
  type AllMeetingsApiArg,
  type MeetingList,
  type MeetingsBetweenRequest,
  type MeetingsOfApiArg,
  type MyMeetingsApiArg,
} from '../generated/zrmApi';
import { captured, type GeneratedRequest } from './generatedRequests';

let meetingsOfRequest: GeneratedRequest<MeetingsOfApiArg> | undefined;
let myMeetingsRequest: GeneratedRequest<MyMeetingsApiArg> | undefined;
let allMeetingsRequest: GeneratedRequest<AllMeetingsApiArg> | undefined;

const meetingsTag = (id: string) => ({ type: 'Meetings' as const, id });
const SLOTS = { type: 'Meetings' as const, id: 'SLOTS' };
// Every calendar window (mine and everyone's): any booking or cancellation may be in one.
const CALENDAR = { type: 'Meetings' as const, id: 'CALENDAR' };
// The tables show the next meeting.
const LISTS = [
  { type: 'Application' as const, id: 'LIST' },
  { type: 'Lead' as const, id: 'LIST' },
];

/*
 * `POST /meeting/get` reads, so the page caches it like a query (its generated request reused).
 * Booking and cancelling refetch the application's meetings, the free slots, the calendars and the
 * tables' next meeting column.
 */
const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    meetingsOf: (definition) => {
      meetingsOfRequest = definition.query;
    },
    myMeetings: (definition) => {
      myMeetingsRequest = definition.query;
    },
    allMeetings: (definition) => {
      allMeetingsRequest = definition.query;
    },
    availableSlots: { providesTags: [SLOTS] },
  },
});

/**
 * A calendar's window: ISO instants, `to` after `from` and at most 42 days later (the gateway
 * refuses more with 400, field `to`).
 */
export type CalendarRange = MeetingsBetweenRequest;

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
    /* `POST /meeting/mine` and `POST /meeting/all` read too: the calendars cache them per window. */
    myCalendar: build.query<MeetingList, CalendarRange>({
      query: (range) => captured(myMeetingsRequest, 'myMeetings')({ meetingsBetweenRequest: range }),
      providesTags: [CALENDAR],
    }),
    allCalendar: build.query<MeetingList, CalendarRange>({
      query: (range) => captured(allMeetingsRequest, 'allMeetings')({ meetingsBetweenRequest: range }),
      providesTags: [CALENDAR],
    }),
  }),
});

export const meetingsApi = withQueries.enhanceEndpoints({
  endpoints: {
    createMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, CALENDAR, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), ...LISTS],
    },
    cancelMeeting: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [SLOTS, CALENDAR, meetingsTag(result.application_id ?? `lead-${result.lead_id}`), ...LISTS],
    },
  },
});

export const {
  useSubjectMeetingsQuery,
  useMyCalendarQuery,
  useAllCalendarQuery,
  useAvailableSlotsQuery,
  useCreateMeetingMutation,
  useCancelMeetingMutation,
} = meetingsApi;
