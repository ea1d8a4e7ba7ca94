import { isCountryCode, selectActiveCoordinateParts, useAppSelector, type Coordinate, type CountryCode } from '@zrm/api';

/**
 * The country the pages work in (spec 1 §6: country and product derive from the active
 * coordinate, e.g. `MOSESTFTSA` → SE): the new-record forms' default country, the budget
 * settings' and the calendar's country. Sweden, the default country, without one.
 */
export type MortgageCountry = CountryCode;

export function countryOfCoordinate(coordinate: Pick<Coordinate, 'country'> | null): MortgageCountry {
  return coordinate && isCountryCode(coordinate.country) ? coordinate.country : 'SE';
}

export function useActiveCountry(): MortgageCountry {
  return countryOfCoordinate(useAppSelector(selectActiveCoordinateParts));
}
