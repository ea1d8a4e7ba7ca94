import { formatPhoneNumber } from './phoneNumber';

describe('formatPhoneNumber', () => {
  it.each([
    ['+46701234567', '+46 70 123 45 67'],
    ['+4681234567', '+46 8 123 45 67'],
    ['+46812345678', '+46 8 12 34 56 78'],
    ['+46311234567', '+46 31 123 45 67'],
    ['+4741234567', '+47 412 34 567'],
    ['+4791234567', '+47 912 34 567'],
    ['+4722123456', '+47 22 12 34 56'],
  ])('groups %s as %s', (e164, shown) => {
    expect(formatPhoneNumber(e164)).toBe(shown);
  });

  it.each([['+4412345678'], ['0701234567'], ['+471234'], ['+46 70 123']])('leaves %s as it came', (value) => {
    expect(formatPhoneNumber(value)).toBe(value);
  });

  it('shows nothing for a missing number', () => {
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber(undefined)).toBe('');
  });
});
