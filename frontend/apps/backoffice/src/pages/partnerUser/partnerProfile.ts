import type { BankBody, BankCountry, LanguageCode, PartnerUserBody, User } from '@zrm/api';

import { profileFieldOf, toLanguageCode } from '../internalUser/employeeProfile';

/** At most this many banks per partner, as the gateway checks. */
export const MAX_PARTNER_BANKS = 20;

/** What the partner form holds: the profile as typed, each bank as its `bankKey`. */
export interface PartnerFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  language: LanguageCode;
  banks: string[];
}

/**
 * A bank as one select value, `SE:3`: the catalogue's ids are per country, and the body needs the
 * country too, so the value carries both.
 */
export function bankKey(bank: { country: string; bank_id: number }): string {
  return `${bank.country}:${bank.bank_id}`;
}

export function isBankCountry(country: string): country is BankCountry {
  return country === 'SE' || country === 'NO';
}

/** The bank a `bankKey` names; partners work on the mortgage product, the only one the portal has. */
function bankOfKey(key: string): BankBody | null {
  const [country = '', id = ''] = key.split(':');
  const bankId = Number(id);
  return isBankCountry(country) && Number.isInteger(bankId) ? { country, product: 'mortgage', bank_id: bankId } : null;
}

/** An empty form for a new partner, in `language`. */
export function blankPartnerForm(language: LanguageCode): PartnerFormValues {
  return { first_name: '', last_name: '', email: '', phone_number: '', language, banks: [] };
}

/** The form filled with a partner's profile, to edit it. */
export function partnerFormOf(user: User): PartnerFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    language: toLanguageCode(user.language),
    banks: user.banks.map(bankKey),
  };
}

/** The profile body of the form. */
export function partnerProfileOf(values: PartnerFormValues): PartnerUserBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim() || null,
    language: values.language,
    banks: values.banks.map(bankOfKey).filter((bank): bank is BankBody => bank !== null),
  };
}

/**
 * A partner's current profile, unchanged: for deactivating and reactivating, which PUT the whole
 * profile. The banks go back as the gateway sent them (so it accepts them).
 */
export function currentPartnerProfileOf(user: User): PartnerUserBody {
  return { ...partnerProfileOf(partnerFormOf(user)), banks: user.banks as BankBody[] };
}

const FORM_FIELDS: readonly (keyof PartnerFormValues)[] = ['first_name', 'last_name', 'email', 'phone_number', 'language', 'banks'];

/**
 * The form field a refusal names (`email`, `profile.banks[0].bank_id`), if the form has it. A
 * 404 is a bank the catalogue does not have and a 409 a taken e-mail; neither names a field.
 */
export function refusedPartnerField(status: number | string, field: string | null, detail: string | null): keyof PartnerFormValues | null {
  const name = profileFieldOf(field);
  if ((FORM_FIELDS as readonly string[]).includes(name)) return name as keyof PartnerFormValues;
  if (status === 404) return 'banks';
  if (status === 409 && /e-?mail/i.test(detail ?? '')) return 'email';
  return null;
}
