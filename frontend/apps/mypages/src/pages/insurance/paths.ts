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
