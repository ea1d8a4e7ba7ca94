import type { IdLoginProduct, IdLoginRequest } from '@zrm/api';

import type { CustomerCountry } from './country';

export interface CountryConfig {
  /** What the customer signs in for: blanco loans in Sweden, the credit card in Norway. */
  product: IdLoginProduct;
  termsOfUseUrl: string;
  privacyPolicyUrl: string;
}

export const COUNTRY_CONFIG: Record<CustomerCountry, CountryConfig> = {
  SE: {
    product: 'blanco',
    termsOfUseUrl: 'https://zrm.se/villkor',
    privacyPolicyUrl: 'https://zrm.se/integritetspolicy',
  },
  NO: {
    product: 'credit_card',
    termsOfUseUrl: 'https://zrm.no/vilkar',
    privacyPolicyUrl: 'https://zrm.no/personvern',
  },
};

export const CALLBACK_PATH = '/auth/callback';
export const FAILED_PATH = '/auth/failed';

/** The ID sign-in of a country; the provider returns to this app's callback or fail page. */
export function idLoginRequest(country: CustomerCountry, origin: string = window.location.origin): IdLoginRequest {
  return {
    country,
    product: COUNTRY_CONFIG[country].product,
    callback_url: `${origin}${CALLBACK_PATH}`,
    callback_fail_url: `${origin}${FAILED_PATH}`,
  };
}
