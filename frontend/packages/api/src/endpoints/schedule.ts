import { zrmApi } from '../generated/zrmApi';

const DESK = { type: 'Schedule' as const, id: 'DESK' };
// Free slots follow the working day.
const SLOTS = { type: 'Meetings' as const, id: 'SLOTS' };

/* A day's working days refetch when the caller sets theirs; so do the free meeting slots. */
export const scheduleApi = zrmApi.enhanceEndpoints({
  endpoints: {
    scheduleOfDesk: { providesTags: [DESK] },
    scheduleOfDay: { providesTags: [DESK] },
    setScheduleDay: {
      invalidatesTags: (_result, error) => (error ? [] : [DESK, SLOTS]),
    },
  },
});

export const { useScheduleOfDeskQuery, useSetScheduleDayMutation } = scheduleApi;
