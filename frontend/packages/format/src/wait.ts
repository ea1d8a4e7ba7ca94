/*
 * How long to wait, in the reader's language ("45 seconds", "9 minuter", "1 minutt"): seconds
 * under a minute, whole minutes (rounded up) from there. Intl's unit formatting carries the
 * plural forms of each language, so no translation table is needed.
 */
const LOCALES: Record<string, string> = { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO' };

export function formatWait(seconds: number, language: string): string {
  const locale = LOCALES[language] ?? 'en-GB';
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
