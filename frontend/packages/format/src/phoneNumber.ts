/*
 * Phone numbers are stored in E.164 (`+46701234567`). Shown grouped the way each country writes
 * them, with the country code kept since staff call customers abroad too:
 * Sweden: mobile (07x) `+46 70 123 45 67`, Stockholm (08) `+46 8 123 456 78`;
 * Norway: eight digits, mobile (4x, 9x) `+47 412 34 567`, others `+47 22 12 34 56`.
 * Other countries and anything not E.164 are returned unchanged.
 */
export function formatPhoneNumber(e164: string | null | undefined): string {
  if (!e164) return '';
  const match = /^\+(46|47)(\d+)$/.exec(e164);
  if (!match) return e164;
  const [, code, national] = match as unknown as [string, string, string];
  const groups = code === '46' ? swedishGroups(national) : norwegianGroups(national);
  return groups ? `+${code} ${groups.join(' ')}` : e164;
}

function swedishGroups(national: string): string[] | null {
  if (national.length < 7 || national.length > 9) return null;
  // Stockholm's area code is one digit; mobiles and most others are two.
  const areaLength = national.startsWith('8') ? 1 : 2;
  const area = national.slice(0, areaLength);
  return [area, ...pairsAfterTriple(national.slice(areaLength))];
}

function norwegianGroups(national: string): string[] | null {
  if (national.length !== 8) return null;
  if (national.startsWith('4') || national.startsWith('9')) {
    return [national.slice(0, 3), national.slice(3, 5), national.slice(5)];
  }
  return [national.slice(0, 2), national.slice(2, 4), national.slice(4, 6), national.slice(6)];
}

/** The subscriber number: a leading triple when the length is odd, then pairs. */
function pairsAfterTriple(digits: string): string[] {
  const groups: string[] = [];
  let rest = digits;
  if (rest.length % 2 === 1) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  while (rest.length > 0) {
    groups.push(rest.slice(0, 2));
    rest = rest.slice(2);
  }
  return groups;
}
