import { Flex, Typography, type TableProps } from 'antd';
import { toApiError, useCancellationAlertsQuery, type CancellationAlert, type Insurance } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useMemo } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';
import { AlertTypeTag, INSURANCE_ALERTS_PAGE_SIZE, useAlertDetailText } from './cancellationAlerts';

/**
 * The insurance's cancellation alerts, newest first, paged on the server (its page in the URL,
 * `alerts-page`): what was raised, when, and why.
 */
export function InsuranceAlerts({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const detailText = useAlertDetailText();
  const { page, limit, setPage } = usePagingParams({ prefix: 'alerts-', defaultLimit: INSURANCE_ALERTS_PAGE_SIZE });
  const { data, error, isFetching, refetch } = useCancellationAlertsQuery({
    insuranceId: insurance.insurance_id,
    page,
    limit,
  });

  const columns: NonNullable<TableProps<CancellationAlert>['columns']> = useMemo(
    () => [
      {
        key: 'type',
        title: t('insurance.alerts.type'),
        render: (_, alert) => <AlertTypeTag alert={alert} testId={`insurance-alert-type-${alert.alert_id}`} />,
      },
      {
        key: 'raised',
        title: t('insurance.alerts.raisedAt'),
        render: (_, alert) => (
          <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(alert.raised_at, insurance.country)}
          </span>
        ),
      },
      {
        key: 'detail',
        title: t('insurance.alerts.detail'),
        render: (_, alert) => <span data-testid={`insurance-alert-detail-${alert.alert_id}`}>{detailText(alert)}</span>,
      },
    ],
    [t, detailText, insurance.country],
  );

  return (
    <Flex vertical gap={12} data-testid="insurance-alerts">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('insurance.alerts.title')}
      </Typography.Title>
      {error && (
        <ErrorAlert
          error={toApiError(error)}
          message={t('insurance.alerts.loadFailed')}
          onRetry={() => void refetch()}
          testId="insurance-alerts-error"
        />
      )}
      <PagedTable<CancellationAlert>
        testId="insurance-alerts-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="alert_id"
        rowTestId={(alert) => `insurance-alert-${alert.alert_id}`}
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('insurance.alerts.empty')}
        onPageChange={setPage}
      />
    </Flex>
  );
}
