import type { Money } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { Table, Typography, type TableProps } from 'antd';
import { useMemo } from 'react';

import { formatInsuranceMoney } from './money';
import type { SalesTotals, SellerSales } from './salesReport';

/** Sums in each currency, one per line, the currency beside it (SEK and NOK are both "kr"). */
function Premiums({ premiums, testId }: { premiums: Money[]; testId: string }) {
  return (
    <div data-testid={testId}>
      {premiums.map((money) => (
        <div key={money.currency}>
          {formatInsuranceMoney(money)} <Typography.Text type="secondary">{money.currency}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

/** The sellers of the range: sold, still active and their monthly premiums, with the totals. */
export function SalesReportTable({
  sellers,
  totals,
  loading,
}: {
  sellers: SellerSales[];
  totals: SalesTotals;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const columns: NonNullable<TableProps<SellerSales>['columns']> = useMemo(
    () => [
      {
        key: 'seller',
        title: t('insurance.salesReport.column.seller'),
        render: (_, seller) => (
          <span data-testid={`sales-seller-name-${seller.key}`}>
            {seller.selfSignUp ? t('insurance.salesReport.selfSignUp') : seller.sellerName}
          </span>
        ),
      },
      {
        key: 'sold',
        title: t('insurance.salesReport.column.sold'),
        align: 'right',
        render: (_, seller) => <span data-testid={`sales-seller-sold-${seller.key}`}>{seller.sold}</span>,
      },
      {
        key: 'active',
        title: t('insurance.salesReport.column.active'),
        align: 'right',
        render: (_, seller) => <span data-testid={`sales-seller-active-${seller.key}`}>{seller.active}</span>,
      },
      {
        key: 'premiums',
        title: t('insurance.salesReport.column.premiums'),
        align: 'right',
        render: (_, seller) => <Premiums premiums={seller.premiums} testId={`sales-seller-premiums-${seller.key}`} />,
      },
    ],
    [t],
  );
  return (
    <Table<SellerSales>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={sellers}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('insurance.salesReport.empty') }}
      onRow={(seller) => ({ 'data-testid': `sales-seller-${seller.key}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid="sales-report-table"
      summary={() =>
        sellers.length > 0 ? (
          <Table.Summary.Row data-testid="sales-report-totals">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('insurance.salesReport.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="sales-total-sold">
                {totals.sold}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong data-testid="sales-total-active">
                {totals.active}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Premiums premiums={totals.premiums} testId="sales-total-premiums" />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
