/** Where this browser's device id is kept. */
const STORAGE_KEY = 'zrm.deviceId';

/**
 * This browser's device id, shown in the account menu so a partner can name the device to
 * support; made once (a random UUID) and kept.
 */
export function deviceId(): string {
  const kept = window.localStorage.getItem(STORAGE_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  window.localStorage.setItem(STORAGE_KEY, made);
  return made;
}
