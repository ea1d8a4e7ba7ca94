import { PhoneOutlined } from '@ant-design/icons';
import { Button, Typography, type TableProps } from 'antd';
import type { Winbackable } from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { CustomerName, PagedTable, useEnumLabel, type PageSize } from '@zrm/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { insurancePath } from './access';
import { formatInsuranceMoney } from './money';
import { newTabClicks } from './newTabClicks';
import { WinbackFeedbackSummary } from './WinbackFeedbackSummary';

/** A row keyed by its insurance (the table keys rows by a field of their own). */
type WinbackRow = Winbackable & { insurance_id: number };

/** A cell's clicks: ctrl/cmd or middle click opens the insurance in a new tab. */
const cellClicks = (row: WinbackRow) => newTabClicks(insurancePath(row.insurance.insurance_id));

/**
 * The winback list's columns: the insurance (a link), the customer, the insurance type, the monthly
 * premium, when and why it was cancelled, the latest call and "Record call".
 */
function useWinbackColumns(onRecord: (row: Winbackable) => void): NonNullable<TableProps<WinbackRow>['columns']> {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return useMemo(
    () => [
      {
        key: 'insurance',
        title: t('insurance.winback.column.insurance'),
        onCell: cellClicks,
        render: (_, { insurance }) => (
          <Link
            to={insurancePath(insurance.insurance_id)}
            // The browser opens the link itself on modified and middle clicks; the row must not too.
            onClick={(event) => event.stopPropagation()}
            onAuxClick={(event) => event.stopPropagation()}
            data-testid={`winback-link-${insurance.insurance_id}`}
          >
            {insurance.insurance_id}
          </Link>
        ),
      },
      {
        key: 'customer',
        title: t('insurance.winback.column.customer'),
        onCell: cellClicks,
        render: (_, { insurance }) => (
          <div>
            <CustomerName customerId={insurance.customer_id} testId={`winback-customer-${insurance.insurance_id}`} />
            <div>
              <Typography.Text type="secondary">{insurance.customer_id}</Typography.Text>
            </div>
          </div>
        ),
      },
      {
        key: 'group',
        title: t('insurance.winback.column.group'),
        onCell: cellClicks,
        render: (_, { insurance }) => (
          <span data-testid={`winback-group-${insurance.insurance_id}`}>
            {enumLabel('insuranceGroups', insurance.insurance_group)}
          </span>
        ),
      },
      {
        key: 'premium',
        title: t('insurance.winback.column.premium'),
        align: 'right',
        onCell: cellClicks,
        render: (_, { insurance }) => (
          <span
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid={`winback-premium-${insurance.insurance_id}`}
          >
            {formatInsuranceMoney(insurance.premium)}
          </span>
        ),
      },
      {
        key: 'cancelled',
        title: t('insurance.winback.column.cancelled'),
        onCell: cellClicks,
        render: (_, { insurance }) => (
          // A long cause wraps rather than widening the table past the page.
          <div data-testid={`winback-cancelled-${insurance.insurance_id}`} style={{ maxWidth: 200 }}>
            <div style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {insurance.cancelled_at ? formatDate(insurance.cancelled_at, insurance.country) : '–'}
            </div>
            {insurance.cancel_cause && (
              <Typography.Text type="secondary">{enumLabel('cancelCauses', insurance.cancel_cause)}</Typography.Text>
            )}
          </div>
        ),
      },
      {
        key: 'feedback',
        title: t('insurance.winback.column.feedback'),
        onCell: cellClicks,
        render: (_, row) => (
          <WinbackFeedbackSummary
            feedback={row.feedback}
            country={row.insurance.country}
            testId={`winback-feedback-${row.insurance.insurance_id}`}
          />
        ),
      },
      {
        key: 'actions',
        title: t('insurance.winback.column.actions'),
        render: (_, row) => (
          <Button
            icon={<PhoneOutlined />}
            onClick={(event) => {
              event.stopPropagation();
              onRecord(row);
            }}
            data-testid={`winback-record-${row.insurance.insurance_id}`}
          >
            {t('insurance.winback.record')}
          </Button>
        ),
      },
    ],
    [t, enumLabel, onRecord],
  );
}

export interface WinbackTableProps {
  rows: readonly Winbackable[];
  page: number;
  pageSize: PageSize;
  total: number;
  loading: boolean;
  onPageChange: (page: number, pageSize: PageSize) => void;
  onRecord: (row: Winbackable) => void;
}

/** The cancelled insurances to call, paged on the server; a row opens its insurance. */
export function WinbackTable({ onRecord, rows, ...props }: WinbackTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useWinbackColumns(onRecord);
  const keyed = useMemo(() => rows.map((row) => ({ ...row, insurance_id: row.insurance.insurance_id })), [rows]);
  return (
    <PagedTable<WinbackRow>
      testId="winback-table"
      columns={columns}
      rows={keyed}
      rowKey="insurance_id"
      rowTestId={(row) => `winback-row-${row.insurance.insurance_id}`}
      onRowClick={(row) => void navigate(insurancePath(row.insurance.insurance_id))}
      emptyText={t('insurance.winback.empty')}
      {...props}
    />
  );
}
