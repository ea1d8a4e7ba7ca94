/**
 * Coordinate codes ("zoordinates"): five two-character parts in the order Product, Country,
 * Office, EmploymentType, Department, e.g. `MOSESTFTSA` (as the gateway's
 * `zrm_domain::Coordinates` reads them). A staff user holds a list of them; the active one is the
 * data region the client works in.
 */
export const PRODUCT_CODES = ['MO', 'UL', 'CC', 'LI', 'AI', 'ZL'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const COUNTRY_CODES = ['SE', 'NO'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Coordinate {
  /** The whole 10-character code. */
  code: string;
  product: string;
  country: string;
  office: string;
  employmentType: string;
  department: string;
}

const CODE = /^[A-Z0-9]{10}$/;

/** The parts of a code, or null for anything that is not five two-character parts. */
export function parseCoordinate(code: string): Coordinate | null {
  if (!CODE.test(code)) return null;
  return {
    code,
    product: code.slice(0, 2),
    country: code.slice(2, 4),
    office: code.slice(4, 6),
    employmentType: code.slice(6, 8),
    department: code.slice(8, 10),
  };
}

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

export function isProductCode(value: string): value is ProductCode {
  return (PRODUCT_CODES as readonly string[]).includes(value);
}

/**
 * The active coordinate (spec 1 §6): the saved choice when the user still holds it, otherwise the
 * first of the user's list; null for a user without coordinates (a bank partner).
 */
export function activeCoordinateOf(zoordinates: readonly string[], chosen: string | null): string | null {
  if (chosen !== null && zoordinates.includes(chosen)) return chosen;
  return zoordinates[0] ?? null;
}
