import { DownloadOutlined } from '@ant-design/icons';
import { toApiError, useDownloadInsuranceSalesReportMutation, useInsuranceSalesRowsQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useEnumLabel } from '@zrm/ui';
import { App, Button, Card, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';

import { SalesReportChart } from './SalesReportChart';
import { groupsSold, salesPerDay, salesPerSeller, salesTotals } from './salesReport';
import { SalesReportTable } from './SalesReportTable';
import { SALES_REPORT_COUNTRIES, useSalesReportArgs } from './useSalesReportArgs';

const DATE_FORMAT = 'YYYY-MM-DD';

/** The page's name, for the catalogue's menu entry and breadcrumbs. */
export function SalesReportTitle() {
  const { t } = useTranslation();
  return <>{t('insurance.salesReportTitle')}</>;
}

/** "Download CSV": the same report from the gateway, with the session, saved as a file. */
function DownloadCsv({ args }: { args: ReturnType<typeof useSalesReportArgs>['args'] }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [download, downloading] = useDownloadInsuranceSalesReportMutation();
  const save = async () => {
    const result = await download(args);
    if ('error' in result) {
      notification.error({
        title: t('insurance.salesReport.downloadFailed'),
        description: toApiError(result.error).detail,
        key: 'sales-report-download',
      });
      return;
    }
    notification.success({
      title: t('insurance.salesReport.downloaded', { file: result.data.fileName }),
      key: 'sales-report-download',
    });
  };
  return (
    <Button icon={<DownloadOutlined />} loading={downloading.isLoading} onClick={() => void save()} data-testid="sales-report-download">
      {t('insurance.salesReport.download')}
    </Button>
  );
}

/**
 * /insurance/admin-sales-report (ZakerReadSalesStats): the insurances signed up in a range of days
 * (this month unless the URL says otherwise) and a country: a chart of those sold per day stacked
 * by insurance type, a table by seller (sold, still active, monthly premiums per currency) with the
 * totals, and the report as CSV.
 */
export function SalesReportPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { args, setRange, setCountry } = useSalesReportArgs();
  const { data, error, isFetching, refetch } = useInsuranceSalesRowsQuery(args);
  const rows = useMemo(() => data ?? [], [data]);
  const days = useMemo(() => salesPerDay(rows, args.from, args.to), [rows, args.from, args.to]);
  const groups = useMemo(() => groupsSold(rows), [rows]);
  const sellers = useMemo(() => salesPerSeller(rows), [rows]);
  const totals = useMemo(() => salesTotals(sellers), [sellers]);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t('insurance.salesReportTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('insurance.salesReport.intro')}</Typography.Text>
        </Flex>
        <Flex wrap gap={12} align="center">
          <DatePicker.RangePicker
            aria-label={t('insurance.salesReport.range')}
            allowClear={false}
            format={DATE_FORMAT}
            value={[dayjs(args.from), dayjs(args.to)]}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (from && to) setRange(from.format(DATE_FORMAT), to.format(DATE_FORMAT));
            }}
            data-testid="sales-report-range"
          />
          <Select
            allowClear
            aria-label={t('insurance.salesReport.country')}
            placeholder={t('insurance.salesReport.allCountries')}
            style={{ minWidth: 180 }}
            value={args.country}
            onChange={(value?: string) => setCountry(value)}
            options={SALES_REPORT_COUNTRIES.map((code) => ({ value: code, label: enumLabel('countries', code) }))}
            data-testid="sales-report-country"
          />
          <DownloadCsv args={args} />
        </Flex>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('insurance.salesReport.loadFailed')}
            onRetry={() => void refetch()}
            testId="sales-report-error"
          />
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('insurance.salesReport.chartTitle')}
        </Typography.Title>
        <SalesReportChart days={days} groups={groups} />
        <SalesReportTable sellers={sellers} totals={totals} loading={isFetching} />
      </Flex>
    </Card>
  );
}
