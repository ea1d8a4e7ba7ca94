/** The customer's insurance pages (spec 2 §2: list, detail, terms, result, the sign-ups). */
export const INSURANCE_PATH = '/insurance';
export const INSURANCE_TERMS_PATH = '/insurance/terms';
export const INSURANCE_SUCCESS_PATH = '/insurance/success';
export const LIFE_INSURANCE_PATH = '/life-insurance';
/** Sweden only. */
export const ACCIDENT_INSURANCE_PATH = '/accident_insurance';

export function insurancePath(insuranceId: number): string {
  return `${INSURANCE_PATH}/${insuranceId}`;
}

export function termsPath(encryptedId: string): string {
  return `${INSURANCE_TERMS_PATH}?id=${encodeURIComponent(encryptedId)}`;
}

/**
 * The public pages (spec 2 §2), outside the customer shell, for a customer arriving from the
 * website or an e-mail: a sign-up (`?group=LIFE_INSURANCE|ACCIDENT_INSURANCE`), the terms
 * (`?id=<encrypted id>`) and the payment's return page.
 */
export const PUBLIC_INSURANCE_NEW_PATH = '/insurances/new';
export const PUBLIC_INSURANCE_TERMS_PATH = '/insurances/terms';
export const PUBLIC_INSURANCE_SUCCESS_PATH = '/insurances/success';

export function publicTermsPath(encryptedId: string): string {
  return `${PUBLIC_INSURANCE_TERMS_PATH}?id=${encodeURIComponent(encryptedId)}`;
}
