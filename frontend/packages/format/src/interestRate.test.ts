import { formatInterestRate } from './interestRate';

describe('formatInterestRate', () => {
  it('writes hundredths of a percent with two decimals and a comma', () => {
    expect(formatInterestRate(379)).toBe('3,79\u00a0%');
    expect(formatInterestRate(400)).toBe('4,00\u00a0%');
    expect(formatInterestRate(5)).toBe('0,05\u00a0%');
  });

  it('leaves a value that is not whole hundredths as it is', () => {
    expect(formatInterestRate(3.5)).toBe('3.5');
  });
});
