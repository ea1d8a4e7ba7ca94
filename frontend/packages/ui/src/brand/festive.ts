/**
 * Friday afternoon (spec 1 §2, §9): from 15:00 on Fridays, Stockholm time, until midnight, the
 * loading overlay and the header logo wear the festive image. Stockholm time for everyone, so an
 * office abroad or a laptop on the wrong clock celebrates with head office.
 */
export const FESTIVE_TIME_ZONE = 'Europe/Stockholm';
export const FESTIVE_FROM_HOUR = 15;

const stockholmClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FESTIVE_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Whether `now` (milliseconds since the epoch; the page's clock by default) is festive. */
export function isFestive(now: number = Date.now()): boolean {
  const parts = stockholmClock.formatToParts(new Date(now));
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return weekday === 'Fri' && hour >= FESTIVE_FROM_HOUR;
}
