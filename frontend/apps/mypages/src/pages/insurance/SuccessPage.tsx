import { Button, Result } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

import { INSURANCE_PATH } from './paths';

/** `/insurance/success`: where the payment provider returns the customer after approving. */
export function InsuranceSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('mypages.insurance.success.title')}
      subTitle={t('mypages.insurance.success.body')}
      data-testid="insurance-success"
      extra={
        <Button type="primary" onClick={() => void navigate(INSURANCE_PATH)} data-testid="insurance-success-back">
          {t('mypages.insurance.success.back')}
        </Button>
      }
    />
  );
}
