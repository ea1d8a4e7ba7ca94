/** @jest-environment node */
import { monthlyPremium } from '@zrm/api';

import { onStep } from './premium';

describe("the premium of an amount, and the terms page's amount", () => {
  it('is the rate of the amount in öre, rounded half up, as the service computes it', () => {
    // 3300 kr of safety insurance at 6.5 %: 214.50 kr.
    expect(monthlyPremium(3300, 65_000)).toBe(21_450);
    // 100000 kr of life insurance at 0.012 %: 12 kr.
    expect(monthlyPremium(100_000, 120)).toBe(1_200);
    // 3400 kr at 2.9 %: 98.60 kr.
    expect(monthlyPremium(3400, 29_000)).toBe(9_860);
    // Half an öre rounds up, less rounds down.
    expect(monthlyPremium(1000, 5)).toBe(1);
    expect(monthlyPremium(999, 5)).toBe(0);
  });

  it('keeps a chosen amount in the range and on the step', () => {
    expect(onStep(3349, 1000, 10_000, 100)).toBe(3300);
    expect(onStep(3350, 1000, 10_000, 100)).toBe(3400);
    expect(onStep(250, 1000, 10_000, 100)).toBe(1000);
    expect(onStep(25_000, 1000, 10_000, 100)).toBe(10_000);
    expect(onStep(155_000, 10_000, 500_000, 10_000)).toBe(160_000);
  });
});
