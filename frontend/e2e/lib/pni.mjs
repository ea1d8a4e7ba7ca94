/** A valid Swedish personal id (YYYYMMDDNNNC, Luhn check digit) for a made-up adult. */
export function swedishPersonalId(random = Math.random) {
  const year = 1950 + Math.floor(random() * 50);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const serial = Math.floor(random() * 1000);
  const body = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(serial).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return `${String(year).slice(0, 2)}${body}${check}`;
}

/** Mod-11 check digit of a Norwegian national id; null when the digits allow none. */
function mod11(digits, weights) {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** A valid Norwegian national id (fødselsnummer: DDMMYY, individual number 000–499 for 19YY, two check digits). */
export function norwegianPersonalId(random = Math.random) {
  for (;;) {
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const year = String(40 + Math.floor(random() * 60));
    const individual = String(Math.floor(random() * 500)).padStart(3, '0');
    const nine = `${day}${month}${year}${individual}`;
    const k1 = mod11(nine, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (k1 === null) continue;
    const k2 = mod11(`${nine}${k1}`, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (k2 === null) continue;
    return `${nine}${k1}${k2}`;
  }
}
