import { Card, Flex, Select, Typography, type TableProps } from 'antd';
import {
  selectActiveCoordinateParts,
  toApiError,
  useAppSelector,
  useCancellationAlertsQuery,
  type CancellationAlert,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, useEnumLabel } from '@zrm/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { insurancePath } from './access';
import { AlertTypeTag, CANCELLATION_ALERT_TYPES, useAlertDetailText } from './cancellationAlerts';
import { newTabClicks } from './newTabClicks';
import { useAlertListArgs } from './useAlertListArgs';

/** A cell's clicks: ctrl/cmd or middle click opens the alert's insurance in a new tab. */
const cellClicks = (alert: CancellationAlert) => newTabClicks(insurancePath(alert.insurance_id));

/** The columns: the insurance (a link), the alert, when it was raised (in the desk's zone), why. */
function useAlertColumns(): NonNullable<TableProps<CancellationAlert>['columns']> {
  const { t } = useTranslation();
  const detailText = useAlertDetailText();
  // An alert does not say the insurance's country: times are shown in the desk's.
  const country = useAppSelector(selectActiveCoordinateParts)?.country;
  return useMemo(
    () => [
      {
        key: 'insurance',
        title: t('insurance.alerts.insurance'),
        onCell: cellClicks,
        render: (_, alert) => (
          <Link
            to={insurancePath(alert.insurance_id)}
            // The browser opens the link itself on modified and middle clicks; the row must not too.
            onClick={(event) => event.stopPropagation()}
            onAuxClick={(event) => event.stopPropagation()}
            data-testid={`cancellation-alert-insurance-${alert.alert_id}`}
          >
            {t('insurance.recordTitle', { id: alert.insurance_id })}
          </Link>
        ),
      },
      {
        key: 'type',
        title: t('insurance.alerts.type'),
        onCell: cellClicks,
        render: (_, alert) => <AlertTypeTag alert={alert} testId={`cancellation-alert-type-${alert.alert_id}`} />,
      },
      {
        key: 'raised',
        title: t('insurance.alerts.raisedAt'),
        onCell: cellClicks,
        render: (_, alert) => (
          <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(alert.raised_at, country)}
          </span>
        ),
      },
      {
        key: 'detail',
        title: t('insurance.alerts.detail'),
        onCell: cellClicks,
        render: (_, alert) => detailText(alert),
      },
    ],
    [t, detailText, country],
  );
}

/**
 * /insurance/alerts: every insurance's cancellation alerts, newest first, paged on the server and
 * filtered by type; a row opens its insurance.
 */
export function CancellationAlertsPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const { args, paging, setPage, setType } = useAlertListArgs();
  const { data, error, isFetching, refetch } = useCancellationAlertsQuery(args);
  const columns = useAlertColumns();

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('insurance.alertsTitle')}
        </Typography.Title>
        <Flex wrap gap={12}>
          <Select
            allowClear
            aria-label={t('insurance.alerts.filterType')}
            placeholder={t('insurance.alerts.allTypes')}
            style={{ minWidth: 240 }}
            value={args.alertType}
            onChange={(value?: string) => setType(value)}
            options={CANCELLATION_ALERT_TYPES.map((code) => ({
              value: code,
              label: enumLabel('cancellationAlerts', code),
            }))}
            data-testid="cancellation-alerts-filter-type"
          />
        </Flex>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('insurance.alerts.loadFailed')}
            onRetry={() => void refetch()}
            testId="cancellation-alerts-error"
          />
        )}
        <PagedTable<CancellationAlert>
          testId="cancellation-alerts-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="alert_id"
          rowTestId={(alert) => `cancellation-alert-${alert.alert_id}`}
          onRowClick={(alert) => void navigate(insurancePath(alert.insurance_id))}
          page={paging.page}
          pageSize={paging.limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('insurance.alerts.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
