/** @jest-environment node */
import { isFestive } from './festive';

describe('Friday afternoon', () => {
  it('starts at 15:00 on Friday, Stockholm time, in winter and in summer', () => {
    // Friday 4 January 2030 (UTC+1) and Friday 7 June 2030 (UTC+2).
    expect(isFestive(Date.parse('2030-01-04T13:59:59Z'))).toBe(false);
    expect(isFestive(Date.parse('2030-01-04T14:00:00Z'))).toBe(true);
    expect(isFestive(Date.parse('2030-06-07T12:59:00Z'))).toBe(false);
    expect(isFestive(Date.parse('2030-06-07T13:00:00Z'))).toBe(true);
  });

  it('lasts until midnight and is never on another day', () => {
    expect(isFestive(Date.parse('2030-01-04T22:59:00Z'))).toBe(true);
    expect(isFestive(Date.parse('2030-01-04T23:00:00Z'))).toBe(false); // Saturday 00:00 in Stockholm
    expect(isFestive(Date.parse('2030-01-03T14:00:00Z'))).toBe(false); // Thursday 15:00
  });
});
