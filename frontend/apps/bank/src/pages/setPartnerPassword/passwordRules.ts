/**
 * The partner password rules the gateway enforces (core's `check_password`), checked as the
 * partner types. Characters are counted as Unicode code points, as the server counts them.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The rules a password can be checked against here. */
export type CheckedRule = 'length' | 'letterAndDigit';
/** Every rule the page lists: the e-mail rule is the server's alone (the page does not know the address). */
export type PasswordRule = CheckedRule | 'notEmail';

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letterAndDigit', 'notEmail'];

const LETTER = /\p{Alphabetic}/u;
const DIGIT = /[0-9]/;

/** Which of the checkable rules `password` follows. */
export function checkPassword(password: string): Record<CheckedRule, boolean> {
  const length = [...password].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    letterAndDigit: LETTER.test(password) && DIGIT.test(password),
  };
}

/** True when `password` follows every rule the page can check. */
export function followsCheckedRules(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}
