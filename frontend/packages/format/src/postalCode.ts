import type { Country } from './country';

/** A Swedish 5-digit postal code is shown as "NNN NN"; anything else is kept. */
export function formatPostalCode(code: string, country: Country | string = 'SE'): string {
  if (country === 'SE' && /^\d{5}$/.test(code)) {
    return `${code.slice(0, 3)} ${code.slice(3)}`;
  }
  return code;
}
