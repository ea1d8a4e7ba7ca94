/** @jest-environment node */
import { formatDateTimeWithZone, formatTimeWithZone, timeZoneAbbreviation } from './zone';

describe('time zone names', () => {
  it('names the zone in force at the instant: CET in winter, CEST in summer', () => {
    expect(timeZoneAbbreviation('2030-01-03T09:00:00Z', 'SE')).toBe('CET');
    expect(timeZoneAbbreviation('2030-07-03T09:00:00Z', 'NO')).toBe('CEST');
  });

  it('appends it to a date and time or a time in the country zone', () => {
    expect(formatDateTimeWithZone('2030-01-03T09:00:00Z', 'SE')).toBe('2030-01-03 10:00:00 CET');
    expect(formatTimeWithZone('2030-07-01T09:30:00Z', 'NO')).toBe('11:30 CEST');
  });

  it('leaves an unparsable value as it came, without a zone', () => {
    expect(timeZoneAbbreviation('not a time')).toBe('');
    expect(formatDateTimeWithZone('not a time')).toBe('not a time');
  });
});
