import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import {
  selectUser,
  toApiError,
  useAppSelector,
  useListLeadsQuery,
  useListMyLeadsQuery,
  useReprocessSubmissionsMutation,
  type Lead,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { CUSTOMERS, isAdmitted, REPROCESS_LEADS } from '@zrm/policy';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useCallback, useMemo, useState, type Key, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { AssignLeadModal } from './components/AssignLeadModal';
import { leadPath, useLeadColumns } from './components/columns';
import { LeadFilters } from './components/LeadFilters';
import { ReprocessLeadsModal } from './components/ReprocessLeadsModal';
import { ReprocessSelected } from './components/ReprocessSelected';
import { useLeadListArgs } from './useLeadListArgs';
import { isSelectableForReprocess, useLeadSelection } from './useLeadSelection';

/**
 * /mortgage/leads and /mortgage/my-leads (the caller's: no failed or unassigned filters): the
 * leads table, paged and filtered on the server.
 */
export function LeadsPage({ mine = false }: { mine?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  // Display only: the gateway enforces the same requirement (role `online:admin`).
  const canReprocess = isAdmitted(REPROCESS_LEADS, user?.roles ?? []);
  const canOpenCustomers = isAdmitted(CUSTOMERS, user?.roles ?? []);
  const { args, setPage, setFilter } = useLeadListArgs();
  const all = useListLeadsQuery(args, { skip: mine });
  const own = useListMyLeadsQuery(
    { page: args.page, limit: args.limit, includeHandled: args.includeHandled },
    { skip: !mine },
  );
  const { data, error, isFetching, refetch } = mine ? own : all;
  const [assigning, setAssigning] = useState<Lead | null>(null);
  const { selectedIds, select, deselect } = useLeadSelection(args);
  const [reprocess, reprocessing] = useReprocessSubmissionsMutation();
  const [reprocessDialogOpen, setReprocessDialogOpen] = useState(false);

  const startReprocess = useCallback(
    async (leadIds: readonly number[]) => {
      setReprocessDialogOpen(true);
      const result = await reprocess({ reprocessSubmissionsRequest: { lead_ids: [...leadIds] } });
      if (!('error' in result && result.error)) deselect(leadIds);
    },
    [reprocess, deselect],
  );

  const closeReprocessDialog = () => {
    setReprocessDialogOpen(false);
    reprocessing.reset();
  };

  const onAssign = useCallback((lead: Lead) => setAssigning(lead), []);
  const onReprocess = useCallback((lead: Lead) => void startReprocess([lead.lead_id]), [startReprocess]);
  const columns = useLeadColumns({
    onAssign,
    onReprocess,
    canReprocess,
    reprocessing: reprocessing.isLoading,
    canOpenCustomers,
  });

  const rowSelection = useMemo(
    () =>
      canReprocess
        ? {
            selectedRowKeys: [...selectedIds],
            // Kept across pages; cleared with a filter or page size change (useLeadSelection).
            preserveSelectedRowKeys: true,
            // Stays beside the lead column, which is fixed on the left when the table scrolls.
            fixed: true,
            onChange: (keys: Key[]) => select(keys.map(Number)),
            getCheckboxProps: (lead: Lead) => ({
              disabled: !isSelectableForReprocess(lead),
              'aria-label': t('leads.selectLead', { id: lead.lead_id }),
            }),
            // A click beside a checkbox (or on a disabled one) does not open the lead.
            onCell: () => ({ onClick: (e: MouseEvent) => e.stopPropagation() }),
          }
        : undefined,
    [canReprocess, selectedIds, select, t],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t(mine ? 'leads.mineTitle' : 'leads.title')}
          </Typography.Title>
          <Link to="/mortgage/lead/new" data-testid="lead-new-link">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('leads.new')}
            </Button>
          </Link>
        </Flex>
        <Flex wrap gap={16} justify="space-between" align="center">
          <LeadFilters args={args} mine={mine} onChange={setFilter} />
          {canReprocess && (
            <ReprocessSelected
              selectedIds={selectedIds}
              busy={reprocessing.isLoading}
              onReprocess={() => void startReprocess(selectedIds)}
            />
          )}
        </Flex>
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="leads-error" />}
        <PagedTable<Lead>
          testId="leads-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="lead_id"
          rowTestId={(lead) => `lead-row-${lead.lead_id}`}
          rowSelection={rowSelection}
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
      <ReprocessLeadsModal
        open={reprocessDialogOpen}
        loading={reprocessing.isLoading}
        results={reprocessing.data}
        error={reprocessing.error ? toApiError(reprocessing.error) : null}
        onClose={closeReprocessDialog}
      />
    </Card>
  );
}
