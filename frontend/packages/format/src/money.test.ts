/** @jest-environment node */
import { formatMoney } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes whole SEK amounts in Swedish style with kr', () => {
    expect(formatMoney(250_000_000)).toBe(`2${NBSP}500${NBSP}000${NBSP}kr`);
  });

  it('keeps two decimals when there are öre', () => {
    expect(formatMoney(123_450)).toBe(`1${NBSP}234,50${NBSP}kr`);
  });

  it('writes NOK the same way (Norway shares the Swedish format)', () => {
    expect(formatMoney(340_000, 'NOK')).toBe(`3${NBSP}400${NBSP}kr`);
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney(0)).toBe(`0${NBSP}kr`);
    expect(formatMoney(-5_000)).toBe(`\u221250${NBSP}kr`);
  });

  it('rejects fractional minor units', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
  });
});
