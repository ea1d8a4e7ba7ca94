import { selectSession, useAppSelector, useGetMySettingsQuery, type MySettings } from '@zrm/api';

/**
 * The signed-in employee's settings (`GET /employee/my-settings`), kept by the server so they
 * follow the employee across devices; `undefined` until loaded (and when signed out). Every
 * reader shares the one cached query.
 */
export function useMySettings(): MySettings | undefined {
  const signedIn = useAppSelector(selectSession)?.platform === 'employee';
  return useGetMySettingsQuery(undefined, { skip: !signedIn }).data;
}

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

export const SHARE_NAME_CONSENTS = ['NO_CONSENT', 'INITIALS_ONLY', 'FULL_NAMES'] as const;
export type ShareNameConsent = (typeof SHARE_NAME_CONSENTS)[number];

export const SETTINGS_CALENDAR_VIEWS = ['dayGridMonth', 'appViewWeek', 'appViewDay'] as const;
export type SettingsCalendarView = (typeof SETTINGS_CALENDAR_VIEWS)[number];

export function themeChoiceOf(settings: MySettings | undefined): ThemeChoice {
  const theme = settings?.theme;
  return (THEMES as readonly string[]).includes(theme ?? '') ? (theme as ThemeChoice) : 'system';
}

/** The calendar's own view names for the settings' ones. */
export const CALENDAR_VIEW_OF_SETTING: Record<SettingsCalendarView, 'month' | 'week' | 'day'> = {
  dayGridMonth: 'month',
  appViewWeek: 'week',
  appViewDay: 'day',
};

export function calendarViewOf(settings: MySettings | undefined): 'month' | 'week' | 'day' | undefined {
  const view = settings?.default_calendar_view;
  return view && view in CALENDAR_VIEW_OF_SETTING ? CALENDAR_VIEW_OF_SETTING[view as SettingsCalendarView] : undefined;
}
