import { safeRedirectPath } from '@zrm/ui';

import type { BankIdMode } from '../bankid/hintMessages';

/*
 * What must survive the trip to the ID provider and back (a full page load in the same tab):
 * the page the customer asked for, and how the Swedish BankID was started (the fail page words
 * `startFailed` by it). Kept in sessionStorage, so it is this tab's only.
 */
const TARGET_KEY = 'zrm.mypages.target';
const MODE_KEY = 'zrm.mypages.bankidMode';

export const HOME_PATH = '/';

export function rememberTarget(path: string): void {
  window.sessionStorage.setItem(TARGET_KEY, safeRedirectPath(path, HOME_PATH));
}

/** The remembered page (home when none), left in place. */
export function rememberedTarget(): string {
  return safeRedirectPath(window.sessionStorage.getItem(TARGET_KEY), HOME_PATH);
}

/** The remembered page (home when none), forgotten: a sign-in restores it once. */
export function takeTarget(): string {
  const target = rememberedTarget();
  window.sessionStorage.removeItem(TARGET_KEY);
  return target;
}

export function rememberBankIdMode(mode: BankIdMode): void {
  window.sessionStorage.setItem(MODE_KEY, mode);
}

export function rememberedBankIdMode(): BankIdMode | null {
  const mode = window.sessionStorage.getItem(MODE_KEY);
  return mode === 'qr' || mode === 'thisDevice' ? mode : null;
}
