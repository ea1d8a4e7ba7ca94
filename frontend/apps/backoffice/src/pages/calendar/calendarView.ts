/**
 * The user's default calendar view: month, week or day.
 *
 * Stored in localStorage per user (key `zrm.backoffice.calendarView.<user id>`, value the view's
 * name), so two staff sharing a browser keep their own. The meetings calendars open in it and
 * write it when the user switches view; the settings drawer edits the same value through these
 * helpers. A missing, unknown or unreadable value (private mode, storage full) is the default,
 * week; a failed write is ignored (the calendar still switches, only the default is not kept).
 */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const DEFAULT_CALENDAR_VIEW: CalendarView = 'week';

/** The localStorage key of one user's default view. */
export function calendarViewKey(userId: string): string {
  return `zrm.backoffice.calendarView.${userId}`;
}

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** The user's default calendar view (week when none is stored). */
export function readCalendarView(userId: string): CalendarView {
  try {
    const stored = window.localStorage.getItem(calendarViewKey(userId));
    return isCalendarView(stored) ? stored : DEFAULT_CALENDAR_VIEW;
  } catch {
    return DEFAULT_CALENDAR_VIEW;
  }
}

/** Keeps `view` as the user's default calendar view. */
export function writeCalendarView(userId: string, view: CalendarView): void {
  try {
    window.localStorage.setItem(calendarViewKey(userId), view);
  } catch {
    // Storage unavailable: the view still changes for this visit.
  }
}
