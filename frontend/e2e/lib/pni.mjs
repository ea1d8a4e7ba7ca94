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
