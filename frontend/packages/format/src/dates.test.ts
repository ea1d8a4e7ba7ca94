/** @jest-environment node */
import { formatDate, formatDateTime, formatTime, timeZoneForCountry } from './dates';

describe('dates', () => {
  it('formats in Stockholm time as YYYY-MM-DD HH:mm:ss', () => {
    // 10:15 UTC in summer is 12:15 in Stockholm (CEST).
    expect(formatDateTime('2024-06-30T10:15:07Z')).toBe('2024-06-30 12:15:07');
  });

  it('uses winter time in January', () => {
    expect(formatDateTime('2024-01-15T23:30:00Z', 'SE')).toBe('2024-01-16 00:30:00');
  });

  it('formats Norwegian values in Oslo time', () => {
    expect(timeZoneForCountry('NO')).toBe('Europe/Oslo');
    expect(formatDateTime('2024-06-30T22:00:00Z', 'NO')).toBe('2024-07-01 00:00:00');
  });

  it('defaults unknown countries to Stockholm', () => {
    expect(timeZoneForCountry('FI')).toBe('Europe/Stockholm');
    expect(timeZoneForCountry(undefined)).toBe('Europe/Stockholm');
  });

  it('formats the date only', () => {
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('2025-01-01');
  });

  it('shows a calendar date as the same day in either country', () => {
    expect(formatDate('2026-11-01', 'SE')).toBe('2026-11-01');
    expect(formatDate('2026-11-01', 'NO')).toBe('2026-11-01');
  });

  it('returns unparsable input as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatTime', () => {
  it('writes hours and minutes in the country zone (summer and winter time)', () => {
    expect(formatTime('2030-01-07T09:00:00Z', 'SE')).toBe('10:00');
    expect(formatTime('2030-07-01T09:30:00Z', 'NO')).toBe('11:30');
    expect(formatTime('not a time', 'SE')).toBe('not a time');
  });
});
