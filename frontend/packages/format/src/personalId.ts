import type { Country } from './country';
import { formatDate } from './dates';

/*
 * Swedish personal ids come as YYYYMMDD-NNNN (13), YYYYMMDDNNNN (12), YYMMDDNNNN (10)
 * or YYMMDD-NNNN / YYMMDD+NNNN (11). Short forms get the century: 20, or 19 when the date with 20
 * would lie in the future. A "+" separator marks a person aged 100 or more (Skatteverket), so
 * it moves one century further back. Coordination numbers add 60 to the day; the date test
 * removes that. Norwegian ids and anything unrecognised are returned unchanged.
 */
export function formatPersonalId(
  pni: string,
  country: Country | string = 'SE',
  today: Date = new Date(),
): string {
  if (country !== 'SE') return pni;
  switch (pni.length) {
    case 13:
      return pni;
    case 12:
      return `${pni.slice(0, 8)}-${pni.slice(8)}`;
    case 10:
      return withCentury(pni.slice(0, 6), pni.slice(6), false, today) ?? pni;
    case 11: {
      const separator = pni.charAt(6);
      if (separator !== '-' && separator !== '+') return pni;
      return withCentury(pni.slice(0, 6), pni.slice(7), separator === '+', today) ?? pni;
    }
    default:
      return pni;
  }
}

function withCentury(
  yymmdd: string,
  serial: string,
  centenarian: boolean,
  today: Date,
): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = Number(yymmdd.slice(0, 2));
  const month = yymmdd.slice(2, 4);
  const rawDay = Number(yymmdd.slice(4, 6));
  const day = String(rawDay > 60 ? rawDay - 60 : rawDay).padStart(2, '0');
  const todayText = formatDate(today, 'SE');
  const twentieth = `20${String(year).padStart(2, '0')}-${month}-${day}`;
  let century = twentieth > todayText ? 19 : 20;
  if (centenarian) century -= 1;
  return `${century}${yymmdd}-${serial}`;
}
