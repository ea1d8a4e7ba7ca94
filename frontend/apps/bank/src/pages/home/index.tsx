import { Card, Result, Typography } from 'antd';
import { selectUser, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/** /bank: the portal's landing page; the Mortgages list is built in a later issue. */
export function BankHomePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }} data-testid="page-title">
        {t('bank.mortgages')}
      </Typography.Title>
      <Result
        status="success"
        title={t('bank.signedIn')}
        subTitle={user ? t('bank.signedInAs', { name: user.name }) : undefined}
        data-testid="bank-signed-in"
      />
    </Card>
  );
}
