/*
 * File sizes in decimal units (kB = 1000 bytes, as operating systems show downloads), written in
 * Swedish style like money ("1,5 MB"), since staff in both countries read them the same way.
 */
const UNITS = ['B', 'kB', 'MB', 'GB'] as const;
const oneDecimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return String(bytes);
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? String(value) : oneDecimal.format(value)}\u00a0${UNITS[unit]}`;
}
