import { Card, Flex, Select, Typography } from 'antd';
import { toApiError, useWinbackableQuery, type Winbackable } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useEnumLabel } from '@zrm/ui';
import { useState } from 'react';

import { INSURANCE_GROUPS } from './useInsuranceListArgs';
import { WINBACK_COUNTRIES, useWinbackListArgs } from './useWinbackListArgs';
import { WinbackFeedbackDialog } from './WinbackFeedbackDialog';
import { WinbackTable } from './WinbackTable';

/** The page's name, for the catalogue's menu entry and breadcrumbs. */
export function WinbackTitle() {
  const { t } = useTranslation();
  return <>{t('insurance.winbackTitle')}</>;
}

/** The filters: the insurance's country and type, kept in the URL. */
function WinbackFilters({ args, setFilter }: Pick<ReturnType<typeof useWinbackListArgs>, 'args' | 'setFilter'>) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <Flex wrap gap={12}>
      <Select
        allowClear
        aria-label={t('insurance.winback.filterCountry')}
        placeholder={t('insurance.winback.allCountries')}
        style={{ minWidth: 180 }}
        value={args.country}
        onChange={(value?: string) => setFilter('country', value)}
        options={WINBACK_COUNTRIES.map((code) => ({ value: code, label: enumLabel('countries', code) }))}
        data-testid="winback-filter-country"
      />
      <Select
        allowClear
        aria-label={t('insurance.winback.filterGroup')}
        placeholder={t('insurance.winback.allGroups')}
        style={{ minWidth: 240 }}
        value={args.insuranceGroup}
        onChange={(value?: string) => setFilter('group', value)}
        options={INSURANCE_GROUPS.map((code) => ({ value: code, label: enumLabel('insuranceGroups', code) }))}
        data-testid="winback-filter-group"
      />
    </Flex>
  );
}

/**
 * /insurance/winbackable: the customers to call whose insurance was cancelled in the last year and
 * who have not answered yet, most recently cancelled first, paged on the server and filtered by
 * country and insurance type; "Record call" saves how the call went (sellers only).
 */
export function WinbackPage() {
  const { t } = useTranslation();
  const { args, paging, setPage, setFilter } = useWinbackListArgs();
  const { data, error, isFetching, refetch } = useWinbackableQuery(args);
  const [calling, setCalling] = useState<Winbackable | null>(null);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t('insurance.winbackTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('insurance.winback.intro')}</Typography.Text>
        </Flex>
        <WinbackFilters args={args} setFilter={setFilter} />
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('insurance.winback.loadFailed')}
            onRetry={() => void refetch()}
            testId="winback-error"
          />
        )}
        <WinbackTable
          rows={data?.items ?? []}
          page={paging.page}
          pageSize={paging.limit}
          total={data?.total ?? 0}
          loading={isFetching}
          onPageChange={setPage}
          onRecord={setCalling}
        />
      </Flex>
      <WinbackFeedbackDialog row={calling} onClose={() => setCalling(null)} />
    </Card>
  );
}
