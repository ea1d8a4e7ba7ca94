import type { BankBody, EmployeeProfileBody, LanguageCode, User } from '@zrm/api';
import { SUPPORTED_LANGUAGES } from '@zrm/i18n';

/** A role the profile body takes (the gateway's list, `GET /employee/roles`). */
type EmployeeRole = NonNullable<EmployeeProfileBody['roles']>[number];

/** What the employee form holds: the profile as typed, the Telavox id without its prefix. */
export interface EmployeeFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  language: LanguageCode;
  roles: string[];
  zoordinates: string[];
  telavox_id: string;
  sverker_id: string;
}

export const TELAVOX_PREFIX = 'telavox:';

/** The shapes the gateway checks, checked here first so a typo is caught before the round trip. */
export const COORDINATE_CODE = /^[A-Z0-9]{10}$/;
export const TELAVOX_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function toLanguageCode(language: string): LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'en';
}

/** An empty form for a new person, in `language`. */
export function blankEmployeeForm(language: LanguageCode): EmployeeFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    language,
    roles: [],
    zoordinates: [],
    telavox_id: '',
    sverker_id: '',
  };
}

/** The form filled with a person's profile, to edit it. */
export function employeeFormOf(user: User): EmployeeFormValues {
  const telavox = user.telephony_ids.find((id) => id.startsWith(TELAVOX_PREFIX));
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    language: toLanguageCode(user.language),
    roles: user.roles,
    zoordinates: user.zoordinates,
    telavox_id: telavox ? telavox.slice(TELAVOX_PREFIX.length) : '',
    sverker_id: user.sverker_id ?? '',
  };
}

/**
 * The profile body of the form. `banks` are passed through: this screen does not edit them, and
 * PUT replaces the whole profile, so a bank partner's banks must go back as they came.
 */
export function profileOf(values: EmployeeFormValues, banks: BankBody[]): EmployeeProfileBody {
  const telavoxId = values.telavox_id.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim() || null,
    language: values.language,
    // The options are the gateway's own role list; it refuses any other with 400.
    roles: values.roles as EmployeeRole[],
    zoordinates: values.zoordinates.map((code) => code.trim().toUpperCase()),
    banks,
    telephony_ids: telavoxId ? [`${TELAVOX_PREFIX}${telavoxId}`] : [],
    sverker_id: values.sverker_id.trim() || null,
  };
}

/** A person's banks as the profile body takes them (the gateway sent them, so it accepts them). */
export function banksOf(user: User): BankBody[] {
  return user.banks as BankBody[];
}

/** A person's current profile, unchanged: for the status changes, which PUT the whole profile. */
export function currentProfileOf(user: User): EmployeeProfileBody {
  return profileOf(employeeFormOf(user), banksOf(user));
}

/** The profile field a refusal names, without the body's nesting: `profile.roles[1]` → `roles`. */
export function profileFieldOf(field: string | null): string {
  return (field ?? '').replace(/^profile\./, '').split(/[.[]/)[0] ?? '';
}

const FORM_FIELDS: readonly (keyof EmployeeFormValues)[] = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'language',
  'roles',
  'zoordinates',
  'sverker_id',
];

/**
 * The form field a refusal names (`email`, `profile.roles[1]`, `telephony_ids`), if the form has
 * it. A 409 names none when the e-mail or Sverker id is taken, so its detail decides.
 */
export function refusedField(status: number | string, field: string | null, detail: string | null): keyof EmployeeFormValues | null {
  const name = profileFieldOf(field);
  if (name === 'telephony_ids') return 'telavox_id';
  if ((FORM_FIELDS as readonly string[]).includes(name)) return name as keyof EmployeeFormValues;
  if (status !== 409) return null;
  if (/sverker/i.test(detail ?? '')) return 'sverker_id';
  if (/e-?mail/i.test(detail ?? '')) return 'email';
  return null;
}
