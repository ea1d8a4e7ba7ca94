/*
 * Yearly interest rates, stored in hundredths of a percent (379 = 3.79 %), written in Swedish
 * style like money ("3,79 %"), with two decimals as banks quote them.
 */
const twoDecimals = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatInterestRate(hundredthsOfAPercent: number): string {
  if (!Number.isInteger(hundredthsOfAPercent)) return String(hundredthsOfAPercent);
  return `${twoDecimals.format(hundredthsOfAPercent / 100)}\u00a0%`;
}
