import { Flex, Typography, type TableProps } from 'antd';
import { toApiError, useInsurancePaymentsQuery, type Insurance, type Payment, type PaymentState } from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge, useEnumLabel, type Tone } from '@zrm/ui';
import { useMemo } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';
import { RefundedAmount } from './RefundedAmount';
import { RefundPayment } from './RefundPayment';
import { formatInsuranceMoney } from './money';

const PAYMENT_TONES: Record<PaymentState, Tone> = {
  PENDING: 'processing',
  COLLECTED: 'success',
  MISSED: 'error',
};

/** Dates and amounts on one line, their digits lined up down the column. */
const FIGURES_STYLE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function usePaymentColumns(country: string): NonNullable<TableProps<Payment>['columns']> {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return useMemo(
    () => [
      {
        key: 'period',
        title: t('insurance.payments.period'),
        render: (_, payment) => <span style={FIGURES_STYLE}>{formatDate(payment.period_start, country)}</span>,
      },
      {
        key: 'chargeDate',
        title: t('insurance.payments.chargeDate'),
        render: (_, payment) => <span style={FIGURES_STYLE}>{formatDate(payment.charge_date, country)}</span>,
      },
      {
        key: 'amount',
        title: t('insurance.payments.amount'),
        align: 'right',
        render: (_, payment) => (
          <span style={FIGURES_STYLE} data-testid={`insurance-payment-amount-${payment.payment_id}`}>
            {formatInsuranceMoney(payment.amount)}
          </span>
        ),
      },
      {
        key: 'state',
        title: t('insurance.payments.state'),
        render: (_, payment) => (
          <StatusBadge
            tone={PAYMENT_TONES[payment.state] ?? 'default'}
            text={enumLabel('paymentStates', payment.state)}
            testId={`insurance-payment-state-${payment.payment_id}`}
          />
        ),
      },
      {
        key: 'reference',
        title: t('insurance.payments.reference'),
        render: (_, payment) => (
          <Flex vertical>
            <Typography.Text copyable>{payment.provider_reference}</Typography.Text>
            <Typography.Text type="secondary">{payment.provider_status}</Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'refunded',
        title: t('insurance.payments.refunded'),
        align: 'right',
        render: (_, payment) => <RefundedAmount payment={payment} country={country} />,
      },
      {
        key: 'actions',
        title: t('insurance.payments.actions'),
        render: (_, payment) => <RefundPayment payment={payment} country={country} />,
      },
    ],
    [t, enumLabel, country],
  );
}

/**
 * The premiums billed for the insurance, newest month first, paged on the server (its page in the
 * URL, `payments-page`), with what was refunded of each and the refund action.
 */
export function InsurancePayments({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const { page, limit, setPage } = usePagingParams({ prefix: 'payments-', defaultLimit: 10 });
  const { data, error, isFetching, refetch } = useInsurancePaymentsQuery({ id: insurance.insurance_id, page, limit });
  const columns = usePaymentColumns(insurance.country);

  return (
    <Flex vertical gap={12} data-testid="insurance-payments">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('insurance.payments.title')}
      </Typography.Title>
      {error && (
        <ErrorAlert
          error={toApiError(error)}
          message={t('insurance.payments.loadFailed')}
          onRetry={() => void refetch()}
          testId="insurance-payments-error"
        />
      )}
      <PagedTable<Payment>
        testId="insurance-payments-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="payment_id"
        rowTestId={(payment) => `insurance-payment-${payment.payment_id}`}
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('insurance.payments.empty')}
        onPageChange={setPage}
      />
    </Flex>
  );
}
