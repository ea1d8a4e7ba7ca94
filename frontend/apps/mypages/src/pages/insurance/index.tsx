import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { toApiError, useMyInsurancesQuery, useMyPagesMeQuery, type InsuranceGroup } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useEnumLabel } from '@zrm/ui';
import { useNavigate } from 'react-router-dom';

import { InsuranceSummary } from './InsuranceSummary';
import { ACCIDENT_INSURANCE_PATH, LIFE_INSURANCE_PATH, insurancePath } from './paths';

/**
 * `/insurance`: the customer's insurances, newest first (the first 50: a customer has a handful),
 * each with its status and amounts. Below, the insurances the customer can sign up for themselves
 * and does not hold (accident insurance in Sweden only).
 */
export function InsurancesPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const { data: me } = useMyPagesMeQuery();
  const insurances = useMyInsurancesQuery({ page: 1, limit: 50 });
  const swedish = me?.customer.country === 'SE';
  // One insurance of a group at a time: no sign-up for a group the customer holds, not ended.
  const holds = (group: InsuranceGroup) =>
    insurances.data?.items.some(
      (insurance) =>
        insurance.insurance_group === group &&
        insurance.substatus !== 'CANCELED' &&
        insurance.substatus !== 'DISCARDED',
    ) ?? false;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }} data-testid="insurances-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('mypages.insurance.listTitle')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('mypages.insurance.listIntro')}</Typography.Paragraph>
      {insurances.error && (
        <ErrorAlert
          error={toApiError(insurances.error)}
          message={t('mypages.insurance.loadFailed')}
          onRetry={() => void insurances.refetch()}
          testId="insurances-load-error"
        />
      )}
      {!insurances.data && !insurances.error && <Skeleton active />}
      {insurances.data?.items.length === 0 && <Empty description={t('mypages.insurance.none')} />}
      {insurances.data?.items.map((insurance) => (
        <Card
          key={insurance.insurance_id}
          title={label('insuranceGroups', insurance.insurance_group)}
          data-testid={`insurance-card-${insurance.insurance_id}`}
          extra={
            <Button type="link" onClick={() => void navigate(insurancePath(insurance.insurance_id))}>
              {t('mypages.insurance.open')}
            </Button>
          }
        >
          <InsuranceSummary insurance={insurance} />
        </Card>
      ))}
      <Flex gap={12} wrap>
        {!holds('LIFE_INSURANCE') && (
          <Button onClick={() => void navigate(LIFE_INSURANCE_PATH)} data-testid="sign-up-life">
            {t('mypages.insurance.signUpLife')}
          </Button>
        )}
        {swedish && !holds('ACCIDENT_INSURANCE') && (
          <Button onClick={() => void navigate(ACCIDENT_INSURANCE_PATH)} data-testid="sign-up-accident">
            {t('mypages.insurance.signUpAccident')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
