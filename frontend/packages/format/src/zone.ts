import type { Country } from './country';
import { formatDateTime, formatTime, timeZoneForCountry } from './dates';

/**
 * The zone's short name at that instant (CET in winter, CEST in summer for Stockholm and Oslo),
 * so a time read by someone elsewhere (a Norwegian meeting seen from Sweden, a laptop abroad)
 * says which clock it is on. English names: the abbreviations are the same in sv and nb.
 */
export function timeZoneAbbreviation(
  value: string | Date,
  country: Country | string | null | undefined = 'SE',
): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZoneForCountry(country),
    timeZoneName: 'short',
  }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

function withZone(text: string, zone: string): string {
  return zone ? `${text} ${zone}` : text;
}

/** `YYYY-MM-DD HH:mm:ss CET`: a date and time in the country's zone, naming the zone. */
export function formatDateTimeWithZone(
  value: string | Date,
  country: Country | string | null | undefined = 'SE',
): string {
  return withZone(formatDateTime(value, country), timeZoneAbbreviation(value, country));
}

/** `HH:mm CEST`: a time in the country's zone, naming the zone. */
export function formatTimeWithZone(value: string | Date, country: Country | string | null | undefined = 'SE'): string {
  return withZone(formatTime(value, country), timeZoneAbbreviation(value, country));
}
