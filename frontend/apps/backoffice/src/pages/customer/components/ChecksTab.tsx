import { App, Button, Card, Flex, Typography, type TableProps } from 'antd';
import {
  toApiError,
  useCreditCheckMutation,
  useCustomerChecksQuery,
  useExternallyVerifiedCreditsMutation,
  useIdCheckMutation,
  usePepCheckMutation,
  type Check,
  type CheckKind,
  type Customer,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge, type PageSize, type Tone } from '@zrm/ui';
import { useMemo, useState } from 'react';

const OUTCOME_TONES: Record<string, Tone> = {
  verified: 'success',
  approved: 'success',
  clear: 'success',
  no_debt: 'success',
  manual_review: 'warning',
  mismatch: 'error',
  declined: 'error',
  hit: 'error',
  debt_found: 'warning',
  failed: 'default',
};

/** The provider's answer in one line: plain values as they are, lists by their length. */
function summary(result: object): string {
  return Object.entries(result as Record<string, unknown>)
    .map(([key, value]) => {
      if (Array.isArray(value)) return `${key}: ${value.length}`;
      if (value !== null && typeof value === 'object') return `${key}: …`;
      return `${key}: ${String(value)}`;
    })
    .join(', ');
}

/** Every kind of check can be run again; each run (a failed one too) joins the history. */
function useRunners() {
  const [idCheck, id] = useIdCheckMutation();
  const [creditCheck, credit] = useCreditCheckMutation();
  const [pepCheck, pep] = usePepCheckMutation();
  const [debtRegister, debt] = useExternallyVerifiedCreditsMutation();
  return {
    id: { run: idCheck, busy: id.isLoading },
    credit: { run: creditCheck, busy: credit.isLoading },
    pep: { run: pepCheck, busy: pep.isLoading },
    externally_verified_credits: { run: debtRegister, busy: debt.isLoading },
  } satisfies Record<CheckKind, unknown>;
}

/** Run an ID, credit or PEP check (and for Norwegian customers, fetch the debt register); the history below. */
export function ChecksTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const id = customer.customer_id;
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 10 });
  const { data, error, isFetching, refetch } = useCustomerChecksQuery({ id, ...paging });
  const runners = useRunners();
  const kinds: CheckKind[] = customer.country === 'NO' ? ['id', 'credit', 'pep', 'externally_verified_credits'] : ['id', 'credit', 'pep'];
  const closed = Boolean(customer.blocked_at || customer.erased_at);

  const run = async (kind: CheckKind) => {
    const result = await runners[kind].run({ customerIdRequest: { customer_id: id } });
    const kindLabel = t(`customer.checks.kinds.${kind}`);
    if ('error' in result && result.error) {
      const failure = toApiError(result.error);
      const providerFailed = failure.status === 502 || failure.status === 503 || failure.status === 504;
      notification.error({
        title: kindLabel,
        description: providerFailed ? `${t('customer.checks.failed')} (${failure.detail ?? failure.status})` : failure.detail,
        key: `check-${kind}`,
      });
      return;
    }
    notification.success({
      title: t('customer.checks.done', { kind: kindLabel, outcome: t(`customer.checks.outcomes.${result.data.outcome}`, result.data.outcome) }),
      key: `check-${kind}`,
    });
  };

  const columns: NonNullable<TableProps<Check>['columns']> = useMemo(
    () => [
      { key: 'kind', title: t('customer.checks.kind'), render: (_, check) => t(`customer.checks.kinds.${check.kind}`) },
      {
        key: 'outcome',
        title: t('customer.checks.outcome'),
        render: (_, check) => (
          <StatusBadge
            tone={OUTCOME_TONES[check.outcome] ?? 'default'}
            text={t(`customer.checks.outcomes.${check.outcome}`, check.outcome)}
            testId={`check-outcome-${check.check_id}`}
          />
        ),
      },
      { key: 'status', title: t('customer.checks.status'), render: (_, check) => t(`customer.checks.statuses.${check.status}`) },
      { key: 'checked_at', title: t('customer.checks.checkedAt'), render: (_, check) => formatDateTime(check.checked_at, customer.country) },
      {
        key: 'requested_by',
        title: t('customer.checks.requestedBy'),
        render: (_, check) => check.requested_by_name ?? check.requested_by,
      },
      {
        key: 'details',
        title: t('customer.checks.details'),
        render: (_, check) => (
          <Typography.Text type={check.error ? 'danger' : undefined} style={{ maxWidth: 360 }} ellipsis={{ tooltip: true }}>
            {check.error ?? summary(check.result)}
          </Typography.Text>
        ),
      },
    ],
    [t, customer.country],
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('customer.checks.run')}>
        <Flex gap={8} wrap>
          {kinds.map((kind) => (
            <Button
              key={kind}
              disabled={closed}
              loading={runners[kind].busy}
              onClick={() => void run(kind)}
              data-testid={`run-check-${kind}`}
            >
              {t(`customer.checks.kinds.${kind}`)}
            </Button>
          ))}
        </Flex>
        {customer.blocked_at && !customer.erased_at && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('customer.checks.blockedNote')}
          </Typography.Paragraph>
        )}
      </Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('customer.checks.history')}
      </Typography.Title>
      {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="checks-error" />}
      <PagedTable<Check>
        testId="checks-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="check_id"
        rowTestId={(check) => `check-row-${check.check_id}`}
        page={paging.page}
        pageSize={paging.limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('customer.checks.empty')}
        onPageChange={(page, limit) => setPaging({ page, limit })}
      />
    </Flex>
  );
}
