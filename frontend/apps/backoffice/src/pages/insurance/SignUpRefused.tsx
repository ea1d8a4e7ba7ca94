import { Alert } from 'antd';
import type { SignUpEligibility } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEnumLabel } from '@zrm/ui';
import { Link } from 'react-router-dom';

import { insurancePath } from './access';

/**
 * Why the customer cannot get the insurance a sale form is for: every reason the insurance service
 * gave (`POST /insurance/api/can-signup`), and a link to the insurance they already have.
 */
export function SignUpRefused({ eligibility }: { eligibility: SignUpEligibility }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const country = enumLabel('countries', eligibility.country);
  const openId = eligibility.open_insurance_id;
  return (
    <Alert
      type="error"
      showIcon
      title={t('insurance.form.eligibilityTitle')}
      data-testid="insurance-new-refused"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {eligibility.reasons.map((reason) => (
            <li key={reason} data-testid={`insurance-new-refusal-${reason}`}>
              {t(`insurance.form.refusal.${reason}`, { country })}
              {reason === 'ALREADY_HAS_ACTIVE' && typeof openId === 'number' && (
                <>
                  {' '}
                  <Link to={insurancePath(openId)} data-testid="insurance-new-open-insurance">
                    {t('insurance.form.openInsurance', { id: openId })}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}
