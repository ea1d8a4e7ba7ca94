import { useConfirmInsuranceTermsMutation } from '@zrm/api';
import { useSearchParams } from 'react-router-dom';

import { INSURANCE_SUCCESS_PATH } from './paths';
import { InsuranceTermsForm } from './TermsForm';

/**
 * `/insurance/terms?id=<encrypted id>` in the customer shell (the link staff e-mail, or where a
 * sign-up leads): the terms form, accepted through `POST /my-pages/insurance/confirm-terms`, the
 * provider returning to `/insurance/success`.
 */
export function InsuranceTermsPage() {
  const [params] = useSearchParams();
  const [confirm, { isLoading }] = useConfirmInsuranceTermsMutation();
  return (
    <InsuranceTermsForm
      encryptedId={params.get('id') ?? ''}
      successPath={INSURANCE_SUCCESS_PATH}
      accept={confirm}
      accepting={isLoading}
    />
  );
}
