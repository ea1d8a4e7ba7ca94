/**
 * The coordinate a user picked, remembered per user in this browser until the settings service
 * (`GET /employee/my-settings`) holds it. A storage that refuses access (private mode, quota)
 * only means the choice is not remembered.
 */
export const SAVED_COORDINATE_PREFIX = 'zrm.coordinate.';

const keyFor = (userId: string) => `${SAVED_COORDINATE_PREFIX}${userId}`;

export function loadSavedCoordinate(storage: Storage, userId: string): string | null {
  try {
    return storage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

export function saveCoordinate(storage: Storage, userId: string, code: string): void {
  try {
    storage.setItem(keyFor(userId), code);
  } catch {
    // Not remembered; the choice still holds until the page is reloaded.
  }
}
