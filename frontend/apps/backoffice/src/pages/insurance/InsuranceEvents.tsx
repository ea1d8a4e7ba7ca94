import { Flex, Typography, type TableProps } from 'antd';
import { toApiError, useInsuranceEventsQuery, type Insurance, type InsuranceEvent } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, useEnumLabel } from '@zrm/ui';
import { useMemo } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';
import { StaffMember } from './StaffMember';

const DETAIL_MAX_WIDTH = 420;

/** An event's detail on one line: `key: value` pairs (nested values as JSON), or the value itself. */
export function shortDetail(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object') return String(detail);
  if (Array.isArray(detail)) return JSON.stringify(detail);
  return Object.entries(detail as Record<string, unknown>)
    .map(
      ([key, value]) =>
        `${key}: ${value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}

/** The insurance's event log, newest first, paged on the server (its page in the URL, `events-page`). */
export function InsuranceEvents({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { page, limit, setPage } = usePagingParams({ prefix: 'events-', defaultLimit: 10 });
  const { data, error, isFetching, refetch } = useInsuranceEventsQuery({ id: insurance.insurance_id, page, limit });

  const columns: NonNullable<TableProps<InsuranceEvent>['columns']> = useMemo(
    () => [
      {
        key: 'time',
        title: t('insurance.events.time'),
        render: (_, event) => (
          <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(event.occurred_at, insurance.country)}
          </span>
        ),
      },
      {
        key: 'type',
        title: t('insurance.events.type'),
        render: (_, event) => (
          <span data-testid={`insurance-event-type-${event.event_id}`}>
            {enumLabel('insuranceEvents', event.event_type)}
          </span>
        ),
      },
      {
        key: 'actor',
        title: t('insurance.events.actor'),
        render: (_, event) =>
          event.actor ? <StaffMember id={event.actor} name={event.actor_name} /> : t('insurance.detail.none'),
      },
      {
        key: 'detail',
        title: t('insurance.events.detail'),
        render: (_, event) => {
          const text = shortDetail(event.detail);
          if (!text) return <Typography.Text type="secondary">{t('insurance.detail.none')}</Typography.Text>;
          return (
            <Typography.Text
              style={{ maxWidth: DETAIL_MAX_WIDTH }}
              ellipsis={{
                tooltip: (
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(event.detail, null, 2)}</pre>
                ),
              }}
              data-testid={`insurance-event-detail-${event.event_id}`}
            >
              {text}
            </Typography.Text>
          );
        },
      },
    ],
    [t, enumLabel, insurance.country],
  );

  return (
    <Flex vertical gap={12} data-testid="insurance-events">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('insurance.events.title')}
      </Typography.Title>
      {error && (
        <ErrorAlert
          error={toApiError(error)}
          message={t('insurance.events.loadFailed')}
          onRetry={() => void refetch()}
          testId="insurance-events-error"
        />
      )}
      <PagedTable<InsuranceEvent>
        testId="insurance-events-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="event_id"
        rowTestId={(event) => `insurance-event-${event.event_id}`}
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('insurance.events.empty')}
        onPageChange={setPage}
      />
    </Flex>
  );
}
