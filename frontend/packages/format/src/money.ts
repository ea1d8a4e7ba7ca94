export type Currency = 'SEK' | 'NOK';

/** The currency of a country's loans and offers (Norway kroner, Sweden kronor). */
export function currencyOf(country: string | null | undefined): Currency {
  return country === 'NO' ? 'NOK' : 'SEK';
}

/*
 * SEK and NOK are both written in Swedish style with a "kr" suffix, so the currency does
 * not change the output; it is taken so call sites say what they hold. Amounts arrive in minor
 * units (öre/øre) to avoid floating-point money; whole amounts drop the decimals, as staff read
 * loan amounts ("2 500 000 kr"), others show two.
 */
const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const withDecimals = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(minorUnits: number, _currency: Currency = 'SEK'): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`minor units must be a safe integer, got ${minorUnits}`);
  }
  const major = minorUnits / 100;
  const text = minorUnits % 100 === 0 ? whole.format(major) : withDecimals.format(major);
  return `${text}\u00a0kr`;
}
