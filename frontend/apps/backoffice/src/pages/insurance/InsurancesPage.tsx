import { Card, Flex, Select, Typography } from 'antd';
import { toApiError, useListInsurancesQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useEnumLabel } from '@zrm/ui';

import { InsuranceTable } from './InsuranceTable';
import { NewInsuranceButton } from './NewInsuranceButton';
import { INSURANCE_GROUPS, INSURANCE_SUBSTATUSES, useInsuranceListArgs } from './useInsuranceListArgs';

/**
 * /insurance/list (every insurance, filtered by status and type) and /insurance/my (those the
 * employee sold): newest first, paged on the server.
 */
export function InsurancesPage({ mine = false }: { mine?: boolean }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { args, paging, setPage, setFilter } = useInsuranceListArgs(mine);
  const { data, error, isFetching, refetch } = useListInsurancesQuery(args);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t(mine ? 'insurance.mineTitle' : 'insurance.listTitle')}
          </Typography.Title>
          <NewInsuranceButton />
        </Flex>
        {!mine && (
          <Flex wrap gap={12}>
            <Select
              allowClear
              aria-label={t('insurance.filter.substatus')}
              placeholder={t('insurance.filter.allStatuses')}
              style={{ minWidth: 220 }}
              value={args.substatus}
              onChange={(value?: string) => setFilter('substatus', value)}
              options={INSURANCE_SUBSTATUSES.map((code) => ({
                value: code,
                label: enumLabel('insuranceSubstatuses', code),
              }))}
              data-testid="insurances-filter-substatus"
            />
            <Select
              allowClear
              aria-label={t('insurance.filter.group')}
              placeholder={t('insurance.filter.allGroups')}
              style={{ minWidth: 240 }}
              value={args.insuranceGroup}
              onChange={(value?: string) => setFilter('group', value)}
              options={INSURANCE_GROUPS.map((code) => ({ value: code, label: enumLabel('insuranceGroups', code) }))}
              data-testid="insurances-filter-group"
            />
          </Flex>
        )}
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('insurance.loadFailed')}
            onRetry={() => void refetch()}
            testId="insurances-error"
          />
        )}
        <InsuranceTable
          rows={data?.items ?? []}
          page={paging.page}
          pageSize={paging.limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t(mine ? 'insurance.mineEmpty' : 'insurance.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
