/**
 * A staff member's coordinates are codes like `MOSESTFTSA`: product (MO mortgage), country (SE,
 * NO), then department, employment type and office. The forms default the country to the one of
 * the user's first mortgage coordinate.
 */
export type MortgageCountry = 'SE' | 'NO';

export function mortgageCountries(zoordinates: readonly string[] | undefined): MortgageCountry[] {
  const countries = (zoordinates ?? [])
    .filter((code) => code.startsWith('MO'))
    .map((code) => code.slice(2, 4))
    .filter((country): country is MortgageCountry => country === 'SE' || country === 'NO');
  return [...new Set(countries)];
}

export function defaultMortgageCountry(zoordinates: readonly string[] | undefined): MortgageCountry {
  return mortgageCountries(zoordinates)[0] ?? 'SE';
}
