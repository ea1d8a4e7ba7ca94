import { Button, Flex, Modal, Spin, Table, Typography, type TableProps } from 'antd';
import type { ApiError, ReprocessResult, ReprocessStatus } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, StatusBadge, type Tone } from '@zrm/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { leadPath } from './columns';

const TONES: Record<ReprocessStatus, Tone> = {
  reprocessed: 'success',
  skipped: 'warning',
  failed: 'error',
};

interface Props {
  open: boolean;
  loading: boolean;
  results: readonly ReprocessResult[] | undefined;
  error: ApiError | null;
  onClose: () => void;
}

/**
 * The reprocess leads dialog: opens when reprocessing starts and shows the result of every lead
 * (status, and why it was skipped or failed), or the failure of the whole call as "Problem with
 * reprocessing lead: {detail}".
 */
export function ReprocessLeadsModal({ open, loading, results, error, onClose }: Props) {
  const { t } = useTranslation();

  const columns: NonNullable<TableProps<ReprocessResult>['columns']> = useMemo(
    () => [
      {
        key: 'lead',
        title: t('leads.resultLead'),
        render: (_, result) => <Link to={leadPath(result)}>{result.lead_id}</Link>,
      },
      {
        key: 'status',
        title: t('leads.resultStatus'),
        render: (_, result) => (
          <StatusBadge
            tone={TONES[result.status] ?? 'default'}
            text={t(`leads.reprocessStatus.${result.status}`, { defaultValue: result.status })}
          />
        ),
      },
      {
        key: 'error',
        title: t('leads.resultError'),
        render: (_, result) => result.error ?? '-',
      },
    ],
    [t],
  );

  const counts = useMemo(() => {
    const count = (status: ReprocessStatus) => results?.filter((r) => r.status === status).length ?? 0;
    return { reprocessed: count('reprocessed'), skipped: count('skipped'), failed: count('failed') };
  }, [results]);

  const detail = error
    ? (error.detail ??
      (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' ? t('common.networkError') : t('common.genericError')))
    : null;

  return (
    <Modal
      open={open}
      title={t('leads.reprocessTitle')}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="reprocess-close">
          {t('common.close')}
        </Button>
      }
      width={720}
      destroyOnHidden
      data-testid="reprocess-modal"
    >
      <Flex vertical gap={12}>
        {loading && (
          <Flex gap={8} align="center" data-testid="reprocess-running">
            <Spin size="small" />
            <span>{t('leads.reprocessRunning')}</span>
          </Flex>
        )}
        {error && detail !== null && (
          <ErrorAlert error={error} message={t('leads.reprocessFailed', { detail })} testId="reprocess-error" />
        )}
        {results && (
          <>
            <Typography.Text data-testid="reprocess-summary">{t('leads.reprocessSummary', counts)}</Typography.Text>
            <Table<ReprocessResult>
              size="small"
              rowKey="lead_id"
              columns={columns}
              dataSource={results as ReprocessResult[]}
              pagination={false}
              onRow={(result) => ({
                className: `reprocess-result-${result.status}`,
                'data-testid': `reprocess-result-${result.lead_id}`,
              })}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
