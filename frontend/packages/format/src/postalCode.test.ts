/** @jest-environment node */
import { formatPostalCode } from './postalCode';

describe('formatPostalCode', () => {
  it('shows a Swedish 5-digit code as NNN NN', () => {
    expect(formatPostalCode('11455')).toBe('114 55');
  });

  it('keeps a Swedish 6-character code', () => {
    expect(formatPostalCode('114 55')).toBe('114 55');
  });

  it('keeps Norwegian codes', () => {
    expect(formatPostalCode('0150', 'NO')).toBe('0150');
  });
});
