import { useAcceptInsuranceTermsMutation } from '@zrm/api';
import { NotFound } from '@zrm/ui';
import { useLocation, useSearchParams } from 'react-router-dom';

import { countryFromLocation } from '../../country';
import { PUBLIC_INSURANCE_SUCCESS_PATH, publicTermsPath } from '../insurance/paths';
import { InsuranceSignUpPage, type SelfSignUpGroup } from '../insurance/SignUpPage';
import { InsuranceSuccessPage } from '../insurance/SuccessPage';
import { InsuranceTermsForm } from '../insurance/TermsForm';
import { PublicInsuranceFrame } from './PublicInsuranceFrame';

/** The group a public sign-up link names, when the country of the host sells it (accident
 * insurance in Sweden only); anything else is not found, before any sign-in. */
function groupOf(raw: string | null, search: string): SelfSignUpGroup | null {
  if (raw === 'LIFE_INSURANCE') return raw;
  if (raw === 'ACCIDENT_INSURANCE' && countryFromLocation(window.location.hostname, search) === 'SE') return raw;
  return null;
}

/** `/insurances/new?group=LIFE_INSURANCE|ACCIDENT_INSURANCE`: the sign-up, then the public terms. */
export function PublicInsuranceSignUpPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const group = groupOf(params.get('group'), search);
  if (!group) {
    return (
      <PublicInsuranceFrame signIn={false}>
        <NotFound />
      </PublicInsuranceFrame>
    );
  }
  return (
    <PublicInsuranceFrame signIn>
      <InsuranceSignUpPage group={group} toTerms={publicTermsPath} />
    </PublicInsuranceFrame>
  );
}

/** `/insurances/terms?id=<encrypted id>`: the terms form, accepted through `POST
 * /insurance/api/accept-terms`; the provider returns to `/insurances/success`. */
export function PublicInsuranceTermsPage() {
  const [params] = useSearchParams();
  const [accept, { isLoading }] = useAcceptInsuranceTermsMutation();
  return (
    <PublicInsuranceFrame signIn>
      <InsuranceTermsForm
        encryptedId={params.get('id') ?? ''}
        successPath={PUBLIC_INSURANCE_SUCCESS_PATH}
        accept={accept}
        accepting={isLoading}
      />
    </PublicInsuranceFrame>
  );
}

/** `/insurances/success`: where the payment provider returns the customer; no sign-in needed. */
export function PublicInsuranceSuccessPage() {
  return (
    <PublicInsuranceFrame signIn={false}>
      <InsuranceSuccessPage />
    </PublicInsuranceFrame>
  );
}
