/**
 * Calendar days as `YYYY-MM-DD` strings of the country's own calendar (Europe/Stockholm for SE,
 * Europe/Oslo for NO): the visible days of a view, stepping between periods, and the UTC window
 * the gateway is asked for. Nothing here is shown to the user; texts come from `@zrm/format`.
 */
import { DATE_FORMAT, formatDate, formatTime, timeZoneForCountry } from '@zrm/format';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { CalendarView } from './calendarView';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Country = 'SE' | 'NO';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real date. */
export function isDay(value: string | null | undefined): value is string {
  return value != null && DAY.test(value) && dayjs.utc(value).format(DATE_FORMAT) === value;
}

/** Today in the country's calendar. */
export function today(country: string, now: Date = new Date()): string {
  return formatDate(now, country);
}

/** The calendar day an instant falls on in the country's zone. */
export function dayOf(instant: string, country: string): string {
  return formatDate(instant, country);
}

/** The hour (0–23) an instant falls in, in the country's zone. */
export function hourOf(instant: string, country: string): number {
  return Number(formatTime(instant, country).slice(0, 2));
}

// Date-only arithmetic in UTC: no daylight-saving hour can move a day.
export function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format(DATE_FORMAT);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return dayjs.utc(day).day();
}

/** The Monday of the day's week (weeks start on Monday in Sweden and Norway). */
export function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** 1 … 12 */
export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/**
 * The days a view shows around `anchor`: the day; its Monday-to-Sunday week; or the whole weeks
 * covering its month (4 to 6 weeks, so never more than the gateway's 42-day window).
 */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  const first = mondayOf(view === 'week' ? anchor : firstOfMonth(anchor));
  const count =
    view === 'week'
      ? 7
      : dayjs.utc(mondayOf(addDays(firstOfMonth(addMonths(anchor, 1)), -1))).diff(dayjs.utc(first), 'day') + 7;
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

export function addMonths(day: string, months: number): string {
  return dayjs.utc(day).add(months, 'month').format(DATE_FORMAT);
}

/** The same view one period earlier (-1) or later (+1). */
export function shift(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(anchor, direction);
  return addDays(anchor, view === 'week' ? 7 * direction : direction);
}

/** Midnight starting the day in the country's zone, as a UTC instant. */
export function startOfDay(day: string, country: string): string {
  return dayjs.tz(day, timeZoneForCountry(country)).toISOString();
}

/** The gateway window covering whole days: from the first's midnight to the midnight after the last. */
export function windowOf(days: readonly string[], country: string): { from: string; to: string } {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return { from: startOfDay(first, country), to: startOfDay(addDays(last, 1), country) };
}
