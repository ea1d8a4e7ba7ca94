import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { Country } from './country';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Europe/Stockholm is the default and Sweden's zone, Europe/Oslo is Norway's. */
export function timeZoneForCountry(country: Country | string | null | undefined): string {
  return country === 'NO' ? 'Europe/Oslo' : 'Europe/Stockholm';
}

function inZone(value: string | Date, country: Country | string | null | undefined) {
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return parsed.tz(timeZoneForCountry(country));
}

/** `YYYY-MM-DD HH:mm:ss` in the country's zone; an unparsable value is shown as it came. */
export function formatDateTime(
  value: string | Date,
  country: Country | string | null | undefined = 'SE',
): string {
  const zoned = inZone(value, country);
  return zoned ? zoned.format(DATE_TIME_FORMAT) : String(value);
}

/** A calendar date without a time (a charge date, the day a month of cover starts). */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `YYYY-MM-DD` in the country's zone; an unparsable value is shown as it came. A calendar date
 * already is a day of the country's calendar: it is shown as it came, not read as midnight in the
 * browser's zone and moved to the country's (east of it, that would be the day before).
 */
export function formatDate(
  value: string | Date,
  country: Country | string | null | undefined = 'SE',
): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const zoned = inZone(value, country);
  return zoned ? zoned.format(DATE_FORMAT) : String(value);
}

export const TIME_FORMAT = 'HH:mm';

/** `HH:mm` in the country's zone (a meeting's start or end); an unparsable value as it came. */
export function formatTime(value: string | Date, country: Country | string | null | undefined = 'SE'): string {
  const zoned = inZone(value, country);
  return zoned ? zoned.format(TIME_FORMAT) : String(value);
}
