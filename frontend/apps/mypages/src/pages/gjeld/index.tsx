import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { toApiError, useMyPagesDebtRegisterQuery, useMyPagesIdCheckQuery, useMyPagesMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound } from '@zrm/ui';

import { ConsentDetails } from './ConsentDetails';
import { DebtFlags } from './DebtFlags';
import { DebtSummary } from './DebtSummary';
import { ShareConsent } from './ShareConsent';

/**
 * `/gjeld` (Norway): the customer's debt register. Without a valid consent, the way to give one
 * (checked first that the person signed in is the customer on file); with one, the consent and
 * the debt shared under it, loans by type, and what can be done with the consent.
 */
export function GjeldPage() {
  const { t } = useTranslation();
  // The shell renders pages only once the customer has loaded.
  const { data: me } = useMyPagesMeQuery();
  const norwegian = me?.customer.country === 'NO';
  const register = useMyPagesDebtRegisterQuery(undefined, { skip: !norwegian });
  const idCheck = useMyPagesIdCheckQuery(undefined, { skip: !norwegian });
  if (!me) return null;
  if (!norwegian) return <NotFound />;
  const impersonated = me.user.impersonate;
  const { data } = register;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }} data-testid="debt-register-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('mypages.debt.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('mypages.debt.intro')}</Typography.Paragraph>
      {register.error && (
        <ErrorAlert
          error={toApiError(register.error)}
          message={t('mypages.debt.loadFailed')}
          onRetry={() => void register.refetch()}
          testId="debt-load-error"
        />
      )}
      {!data && !register.error && <Skeleton active />}
      {data && (
        <>
          <DebtFlags register={data} />
          {(!data.has_consent || data.old_consent) &&
            (idCheck.data?.verified === false ? (
              <Alert type="error" showIcon title={t('mypages.debt.idMismatch')} data-testid="debt-id-mismatch" />
            ) : (
              <ShareConsent register={data} impersonated={impersonated} />
            ))}
          {data.consent && (
            <Card title={t('mypages.debt.consentTitle')}>
              <ConsentDetails register={data} consent={data.consent} impersonated={impersonated} />
            </Card>
          )}
          {data.data && (
            <Card title={t('mypages.debt.dataTitle')} data-testid="debt-data">
              <DebtSummary data={data.data} />
            </Card>
          )}
        </>
      )}
    </Flex>
  );
}
