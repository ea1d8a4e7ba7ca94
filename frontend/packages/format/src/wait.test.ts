import { formatWait } from './wait';

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, from there', () => {
    expect(formatWait(45, 'en')).toBe('45 seconds');
    expect(formatWait(60, 'en')).toBe('1 minute');
    expect(formatWait(540, 'en')).toBe('9 minutes');
    expect(formatWait(541, 'en')).toBe('10 minutes');
  });

  it('speaks the reader’s language, English for an unknown one', () => {
    expect(formatWait(540, 'sv')).toBe('9 minuter');
    expect(formatWait(60, 'nb')).toBe('1 minutt');
    expect(formatWait(0, 'de')).toBe('1 second');
  });
});
