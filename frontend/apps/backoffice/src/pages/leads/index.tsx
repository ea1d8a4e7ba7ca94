import { Card, Flex, Typography } from 'antd';
import { toApiError, useListLeadsQuery, type Lead } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { AssignLeadModal } from './components/AssignLeadModal';
import { leadPath, useLeadColumns } from './components/columns';
import { LeadFilters } from './components/LeadFilters';
import { useLeadListArgs } from './useLeadListArgs';

/** /mortgage/leads: spec 1 §2 leads table, paged and filtered on the server. */
export function LeadsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { args, setPage, setFilter } = useLeadListArgs();
  const { data, error, isFetching, refetch } = useListLeadsQuery(args);
  const [assigning, setAssigning] = useState<Lead | null>(null);
  const columns = useLeadColumns(useCallback((lead: Lead) => setAssigning(lead), []));

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('leads.title')}
        </Typography.Title>
        <LeadFilters args={args} onChange={setFilter} />
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="leads-error" />}
        <PagedTable<Lead>
          testId="leads-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="lead_id"
          rowTestId={(lead) => `lead-row-${lead.lead_id}`}
          page={args.page}
          pageSize={args.limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('leads.empty')}
          onPageChange={setPage}
          onRowClick={(lead) => void navigate(leadPath(lead), { state: { lead } })}
        />
      </Flex>
      <AssignLeadModal lead={assigning} onClose={() => setAssigning(null)} />
    </Card>
  );
}
