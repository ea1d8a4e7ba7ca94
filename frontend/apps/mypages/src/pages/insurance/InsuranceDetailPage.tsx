import { Alert, App, Button, Card, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { toApiError, useMyInsuranceQuery, useMyPagesMeQuery, useRequestNewMandateMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound, useEnumLabel } from '@zrm/ui';
import { useNavigate, useParams } from 'react-router-dom';

import { browser } from '../../browser';
import { InsuranceSummary } from './InsuranceSummary';
import { INSURANCE_PATH, INSURANCE_SUCCESS_PATH, insurancePath } from './paths';

/**
 * `/insurance/{insuranceId}`: one of the customer's insurances; another's is not found. When its
 * direct debit is no longer active (failed, cancelled at the bank, stopped in the app), the
 * customer sets up a new one: the provider's page again.
 */
export function InsuranceDetailPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const { insuranceId } = useParams();
  const id = Number(insuranceId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const insurance = useMyInsuranceQuery({ id }, { skip: !valid });
  const { data: me } = useMyPagesMeQuery();
  const { notification } = App.useApp();
  const [requestNewMandate, { isLoading: asking }] = useRequestNewMandateMutation();
  const impersonated = me?.user.impersonate ?? false;

  const newMandate = async () => {
    const origin = window.location.origin;
    const result = await requestNewMandate({
      id,
      newMandateBody: { success_url: `${origin}${INSURANCE_SUCCESS_PATH}`, fail_url: `${origin}${insurancePath(id)}` },
    });
    if ('error' in result) {
      notification.error({
        title: t('mypages.insurance.newMandate.failed'),
        description: toApiError(result.error).detail,
        key: 'insurance-new-mandate',
      });
      return;
    }
    if (result.data.psp_external_url) browser.assign(result.data.psp_external_url);
  };
  const error = insurance.error ? toApiError(insurance.error) : null;
  if (!valid || error?.status === 404) return <NotFound />;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }} data-testid="insurance-detail-page">
      <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => void navigate(INSURANCE_PATH)}>
        {t('mypages.insurance.back')}
      </Button>
      {error && (
        <ErrorAlert
          error={error}
          message={t('mypages.insurance.loadFailed')}
          onRetry={() => void insurance.refetch()}
        />
      )}
      {!insurance.data && !error && <Skeleton active />}
      {insurance.data?.substatus === 'INACTIVE_MANDATE' && (
        <Alert
          type="warning"
          showIcon
          data-testid="insurance-inactive-mandate"
          title={t('mypages.insurance.newMandate.notice')}
          action={
            <Tooltip title={impersonated ? t('mypages.insurance.terms.notOnBehalf') : undefined}>
              <Button
                type="primary"
                loading={asking}
                disabled={impersonated}
                onClick={() => void newMandate()}
                data-testid="insurance-new-mandate"
              >
                {t('mypages.insurance.newMandate.button')}
              </Button>
            </Tooltip>
          }
        />
      )}
      {insurance.data && (
        <Card
          title={
            <Typography.Title level={3} style={{ margin: 0 }}>
              {label('insuranceGroups', insurance.data.insurance_group)}
            </Typography.Title>
          }
        >
          <InsuranceSummary insurance={insurance.data} testId="insurance-detail" />
        </Card>
      )}
    </Flex>
  );
}
