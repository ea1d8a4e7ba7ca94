/** @jest-environment node */
import { formatPersonalId } from './personalId';

const today = new Date('2025-06-01T12:00:00Z');

describe('formatPersonalId', () => {
  it('keeps a 13-character Swedish id', () => {
    expect(formatPersonalId('19811228-9874', 'SE', today)).toBe('19811228-9874');
  });

  it('puts a dash before the last 4 of a 12-character id', () => {
    expect(formatPersonalId('198112289874', 'SE', today)).toBe('19811228-9874');
  });

  it('prefixes 19 to a 10-character id whose 20xx date would be in the future', () => {
    expect(formatPersonalId('8112289874', 'SE', today)).toBe('19811228-9874');
  });

  it('prefixes 20 to a 10-character id whose 20xx date is not in the future', () => {
    expect(formatPersonalId('1501012383', 'SE', today)).toBe('20150101-2383');
    // today itself is not in the future
    expect(formatPersonalId('2506011234', 'SE', today)).toBe('20250601-1234');
    // tomorrow is
    expect(formatPersonalId('2506021234', 'SE', today)).toBe('19250602-1234');
  });

  it('prefixes the century to an 11-character id', () => {
    expect(formatPersonalId('811228-9874', 'SE', today)).toBe('19811228-9874');
    expect(formatPersonalId('150101-2383', 'SE', today)).toBe('20150101-2383');
  });

  it('moves a "+" id (aged 100 or more) one century back', () => {
    expect(formatPersonalId('150101+2383', 'SE', today)).toBe('19150101-2383');
  });

  it('judges coordination numbers (day + 60) by their real date', () => {
    expect(formatPersonalId('2506611234', 'SE', today)).toBe('20250661-1234');
    expect(formatPersonalId('2506621234', 'SE', today)).toBe('19250662-1234');
  });

  it('leaves Norwegian ids unchanged', () => {
    expect(formatPersonalId('01017012345', 'NO', today)).toBe('01017012345');
  });

  it('leaves unrecognised Swedish input unchanged', () => {
    expect(formatPersonalId('12345', 'SE', today)).toBe('12345');
    expect(formatPersonalId('abcdef-1234', 'SE', today)).toBe('abcdef-1234');
  });
});
