import { Flex, Pagination, Skeleton, Tag, Timeline, Typography } from 'antd';
import {
  LOOKUP_REASONS,
  toApiError,
  useCustomerAuditQuery,
  type AuditAction,
  type AuditEntry,
  type Customer,
  type LookupReason,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PAGE_SIZES, toPageSize, type PageSize } from '@zrm/ui';
import { useState } from 'react';

const ACTION_COLORS: Record<AuditAction, string> = {
  created: 'green',
  updated: 'blue',
  viewed: 'gray',
  consent_changed: 'blue',
  blocked: 'red',
  unblocked: 'green',
  check_run: 'blue',
  document_added: 'blue',
  document_attached: 'blue',
  exported: 'orange',
  erased: 'red',
};

function isLookupReason(code: string): code is LookupReason {
  return LOOKUP_REASONS.some((reason) => reason === code);
}

function AuditLine({ entry, country }: { entry: AuditEntry; country: string }) {
  const { t } = useTranslation();
  // A code this app does not know yet is shown as it is rather than hidden.
  const reasonLabel = (code: string) => (isLookupReason(code) ? t(`customers.reason.codes.${code}`) : code);
  const field = entry.field ?? '';
  const change =
    field && entry.old_value != null
      ? t('customer.audit.change', { field, old: entry.old_value, new: entry.new_value ?? '-' })
      : field
        ? t('customer.audit.setTo', { field, new: entry.new_value ?? '-' })
        : null;
  return (
    <Flex vertical gap={2} data-testid={`audit-entry-${entry.audit_id}`} data-action={entry.action}>
      <Flex gap={8} align="center" wrap>
        <Tag color={ACTION_COLORS[entry.action]}>{t(`customer.audit.actions.${entry.action}`)}</Tag>
        <Typography.Text>{formatDateTime(entry.at, country)}</Typography.Text>
        <Typography.Text type="secondary">{t('customer.audit.by', { actor: entry.actor_name ?? entry.actor })}</Typography.Text>
      </Flex>
      {change && <Typography.Text data-testid={`audit-change-${entry.audit_id}`}>{change}</Typography.Text>}
      {entry.reason && (
        <Typography.Text data-testid={`audit-reason-${entry.audit_id}`}>
          {t('customer.audit.reason', { reason: reasonLabel(entry.reason) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('customer.audit.requestId', { id: entry.request_id })}
      </Typography.Text>
    </Flex>
  );
}

/** The append-only audit as a timeline, newest first: every change and every view by staff. */
export function AuditTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 25 });
  const { data, error, isFetching, refetch } = useCustomerAuditQuery({ id: customer.customer_id, ...paging });

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="audit-error" />;
  if (!data) return <Skeleton active />;
  if (data.items.length === 0) return <Typography.Text type="secondary">{t('customer.audit.empty')}</Typography.Text>;

  return (
    <Flex vertical gap={16} data-testid="audit-timeline" aria-busy={isFetching}>
      <Timeline
        items={data.items.map((entry) => ({
          key: entry.audit_id,
          color: ACTION_COLORS[entry.action],
          content: <AuditLine entry={entry} country={customer.country} />,
        }))}
      />
      <Pagination
        current={paging.page}
        pageSize={paging.limit}
        total={data.total}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES.map(String)}
        showTotal={(total, [from, to]) => t('common.pageRange', { from, to, total })}
        onChange={(page, size) => {
          const limit = toPageSize(size);
          setPaging({ page: limit === paging.limit ? page : 1, limit });
        }}
      />
    </Flex>
  );
}
