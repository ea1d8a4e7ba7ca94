import { Typography, type TableProps } from 'antd';
import type { Insurance } from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { CustomerName, PagedTable, StatusBadge, insuranceStatusTone, useEnumLabel, type PageSize } from '@zrm/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { insurancePath } from './access';
import { formatInsuranceMoney } from './money';
import { newTabClicks } from './newTabClicks';

/** A cell's clicks: ctrl/cmd or middle click opens the insurance in a new tab. */
const cellClicks = (insurance: Insurance) => newTabClicks(insurancePath(insurance.insurance_id));

/**
 * The insurance tables' columns (spec: Insurance ID with the signup date under it, or the creation
 * date while the customer has not signed; Customer; Total, the insured amount; Status).
 */
function useInsuranceColumns(): NonNullable<TableProps<Insurance>['columns']> {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return useMemo(
    () => [
      {
        key: 'id',
        title: t('insurance.column.id'),
        onCell: cellClicks,
        render: (_, insurance) => (
          <div>
            <Link
              to={insurancePath(insurance.insurance_id)}
              // The browser opens the link itself on modified and middle clicks; the row must not too.
              onClick={(event) => event.stopPropagation()}
              onAuxClick={(event) => event.stopPropagation()}
              data-testid={`insurance-link-${insurance.insurance_id}`}
            >
              {insurance.insurance_id}
            </Link>
            <div data-testid={`insurance-date-${insurance.insurance_id}`}>
              {insurance.signupDate ? (
                <Typography.Text type="secondary">
                  {formatDate(insurance.signupDate, insurance.country)}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" italic title={t('insurance.notSignedYet')}>
                  {formatDate(insurance.dateCreated, insurance.country)}
                </Typography.Text>
              )}
            </div>
          </div>
        ),
      },
      {
        key: 'customer',
        title: t('insurance.column.customer'),
        onCell: cellClicks,
        render: (_, insurance) => (
          <div>
            <CustomerName customerId={insurance.customer_id} testId={`insurance-customer-${insurance.insurance_id}`} />
            <div>
              <Typography.Text type="secondary">{insurance.customer_id}</Typography.Text>
            </div>
          </div>
        ),
      },
      {
        key: 'total',
        title: t('insurance.column.total'),
        align: 'right',
        onCell: cellClicks,
        render: (_, insurance) => (
          <span
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid={`insurance-total-${insurance.insurance_id}`}
          >
            {formatInsuranceMoney(insurance.insured_amount)}
          </span>
        ),
      },
      {
        key: 'status',
        title: t('insurance.column.status'),
        onCell: cellClicks,
        render: (_, insurance) => (
          <StatusBadge
            tone={insuranceStatusTone(insurance.substatus)}
            text={enumLabel('insuranceSubstatuses', insurance.substatus)}
            testId={`insurance-status-${insurance.insurance_id}`}
          />
        ),
      },
    ],
    [t, enumLabel],
  );
}

export interface InsuranceTableProps {
  rows: readonly Insurance[];
  page: number;
  pageSize: PageSize;
  total: number;
  loading: boolean;
  emptyText: string;
  onPageChange: (page: number, pageSize: PageSize) => void;
}

/** Insurances in a table paged on the server; a row opens its insurance. */
export function InsuranceTable(props: InsuranceTableProps) {
  const navigate = useNavigate();
  const columns = useInsuranceColumns();
  return (
    <PagedTable<Insurance>
      testId="insurances-table"
      columns={columns}
      rowKey="insurance_id"
      rowTestId={(insurance) => `insurance-row-${insurance.insurance_id}`}
      onRowClick={(insurance) => void navigate(insurancePath(insurance.insurance_id))}
      {...props}
    />
  );
}
