import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { selectUser, toApiError, useAppSelector, useGetInsuranceQuery, type Insurance } from '@zrm/api';
import { formatDate, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { CUSTOMERS, isAdmitted } from '@zrm/policy';
import { CustomerName, ErrorAlert, NotFound, StatusBadge, insuranceStatusTone, useEnumLabel } from '@zrm/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { AlertBanner } from './AlertBanner';
import { CancelBlockedReason, CancelInsurance } from './CancelInsurance';
import { CustomerLink } from './CustomerLink';
import { EmailLink } from './EmailLink';
import { InsuranceAlerts } from './InsuranceAlerts';
import { InsuranceEvents } from './InsuranceEvents';
import { InsurancePayments } from './InsurancePayments';
import { NewMandate } from './NewMandate';
import { StaffMember } from './StaffMember';
import { VippsAgreement } from './VippsAgreement';
import { formatInsuranceMoney } from './money';

const INSURANCE_ID = /^\d{1,15}$/;

function InsuranceDetails({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const user = useAppSelector(selectUser);
  // Display only: the customer's page is for the customer register's roles.
  const canOpenCustomer = isAdmitted(CUSTOMERS, user?.roles ?? []);
  const none = <Typography.Text type="secondary">{t('insurance.detail.none')}</Typography.Text>;
  const date = (value: string | null | undefined) => (value ? formatDate(value, insurance.country) : none);
  const customer = (
    <span>
      <CustomerName customerId={insurance.customer_id} testId="insurance-customer-name" />{' '}
      <Typography.Text type="secondary">({insurance.customer_id})</Typography.Text>
    </span>
  );
  const { mandate } = insurance;

  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'number', label: t('insurance.detail.number'), children: insurance.insurance_id },
    {
      key: 'group',
      label: t('insurance.detail.group'),
      children: enumLabel('insuranceGroups', insurance.insurance_group),
    },
    {
      key: 'status',
      label: t('insurance.detail.status'),
      children: (
        <Flex gap={8} align="center" wrap>
          <StatusBadge
            tone={insuranceStatusTone(insurance.substatus)}
            text={enumLabel('insuranceSubstatuses', insurance.substatus)}
            testId="insurance-substatus"
          />
          <Typography.Text type="secondary">({t(`insurance.detail.statuses.${insurance.status}`)})</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'customer',
      label: t('insurance.detail.customer'),
      children: canOpenCustomer ? (
        <Link to={`/customers/${insurance.customer_id}`} data-testid="insurance-customer-link-page">
          {customer}
        </Link>
      ) : (
        customer
      ),
    },
    {
      key: 'amount',
      label: t(
        insurance.insurance_group === 'LIFE_INSURANCE'
          ? 'insurance.detail.insuredSum'
          : 'insurance.detail.insuredAmount',
      ),
      children: formatInsuranceMoney(insurance.insured_amount),
    },
    { key: 'premium', label: t('insurance.detail.premium'), children: formatInsuranceMoney(insurance.premium) },
    { key: 'product', label: t('insurance.detail.productCode'), children: insurance.product_code || none },
    { key: 'created', label: t('insurance.detail.created'), children: date(insurance.dateCreated) },
    { key: 'signed', label: t('insurance.detail.signed'), children: date(insurance.signupDate) },
    { key: 'cancelled', label: t('insurance.detail.cancelled'), children: date(insurance.cancelled_at) },
    {
      key: 'cause',
      label: t('insurance.detail.cancelCause'),
      children: insurance.cancel_cause ? enumLabel('cancelCauses', insurance.cancel_cause) : none,
    },
    {
      key: 'provider',
      label: t('insurance.detail.mandateProvider'),
      children: mandate ? mandate.provider : t('insurance.detail.noMandate'),
    },
    { key: 'reference', label: t('insurance.detail.mandateReference'), children: mandate?.reference || none },
    { key: 'providerStatus', label: t('insurance.detail.mandateStatus'), children: mandate?.provider_status || none },
    {
      key: 'seller',
      label: t('insurance.detail.seller'),
      children: insurance.created_by ? (
        <StaffMember id={insurance.created_by} name={insurance.created_by_name} />
      ) : (
        t('insurance.detail.ownSignUp')
      ),
    },
    { key: 'email', label: t('insurance.detail.email'), children: insurance.email || none },
    { key: 'phone', label: t('insurance.detail.phone'), children: formatPhoneNumber(insurance.phone_number) || none },
  ];

  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      data-testid="insurance-details"
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        children: <span data-testid={`insurance-field-${item.key}`}>{item.children}</span>,
      }))}
    />
  );
}

/**
 * /insurance/{insurance_id}: one insurance (status, customer, amounts, dates, direct debit,
 * seller and contact details), its payments, cancellation alerts (the newest as a warning at the
 * top while it warns) and event log, and the actions: the customer's link, a new direct debit
 * (while the insurance needs one), the Vipps agreement (Norway) and cancelling.
 */
export function InsurancePage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { insuranceId = '' } = useParams();
  const id = INSURANCE_ID.test(insuranceId) && Number(insuranceId) >= 1 ? Number(insuranceId) : null;
  const { data: insurance, error, isLoading, refetch } = useGetInsuranceQuery(id === null ? skipToken : { id });
  const apiError = error ? toApiError(error) : null;
  if (id === null || apiError?.status === 404) return <NotFound />;

  const title = (
    <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
      <Link to="/insurance/list" aria-label={t('common.back')} style={{ marginRight: 12 }}>
        <ArrowLeftOutlined />
      </Link>
      {t('insurance.recordTitle', { id })}
    </Typography.Title>
  );

  if (!insurance) {
    return (
      <Card>
        <Flex vertical gap={16}>
          {title}
          {apiError ? (
            <ErrorAlert
              error={apiError}
              message={t('insurance.detail.loadFailed')}
              onRetry={() => void refetch()}
              testId="insurance-error"
            />
          ) : (
            <Skeleton active loading={isLoading} />
          )}
        </Flex>
      </Card>
    );
  }

  return (
    <Card>
      <Flex vertical gap={24}>
        <AlertBanner insurance={insurance} />
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <Flex vertical gap={4}>
            {title}
            <Flex gap={12} align="center" wrap>
              <Typography.Text type="secondary">
                {enumLabel('insuranceGroups', insurance.insurance_group)}
              </Typography.Text>
              <StatusBadge
                tone={insuranceStatusTone(insurance.substatus)}
                text={enumLabel('insuranceSubstatuses', insurance.substatus)}
                testId="insurance-header-status"
              />
            </Flex>
          </Flex>
          <Flex vertical align="flex-end" gap={8}>
            <Flex gap={8} wrap>
              <CustomerLink insurance={insurance} />
              <EmailLink insurance={insurance} />
              <NewMandate insurance={insurance} />
              <VippsAgreement insurance={insurance} />
              <CancelInsurance insurance={insurance} />
            </Flex>
            <CancelBlockedReason insurance={insurance} />
          </Flex>
        </Flex>
        <InsuranceDetails insurance={insurance} />
        <InsurancePayments insurance={insurance} />
        <InsuranceAlerts insurance={insurance} />
        <InsuranceEvents insurance={insurance} />
      </Flex>
    </Card>
  );
}
