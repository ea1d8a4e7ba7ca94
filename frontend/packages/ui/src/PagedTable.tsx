import { Table, type TableProps } from 'antd';
import { useTranslation } from '@zrm/i18n';

/** Every list's page sizes: 5, 10, 25, 50; 25 by default. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export function toPageSize(value: unknown): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export interface PagedTableProps<T> {
  columns: NonNullable<TableProps<T>['columns']>;
  rows: readonly T[];
  rowKey: keyof T & string;
  /** 1-based page shown, as sent to the server. */
  page: number;
  pageSize: PageSize;
  /** The server's total; with `totalUnknown`, ignored. */
  total: number;
  /**
   * The server counts nothing (two million rows are not counted per page view): a full page means
   * there may be more, shown as "1–25 of more", and the next page is offered.
   */
  totalUnknown?: boolean;
  /** The server stopped counting at `total` (a broad search): shown as "1–25 of 1000+". */
  totalIsLowerBound?: boolean;
  loading: boolean;
  onPageChange: (page: number, pageSize: PageSize) => void;
  onRowClick?: (row: T) => void;
  /** antd's row selection (checkbox column), passed through unchanged. */
  rowSelection?: TableProps<T>['rowSelection'];
  emptyText?: string;
  testId?: string;
  rowTestId?: (row: T) => string;
}

/** Without a count: the rows up to this page, plus one more page when this one is full. */
function knownSoFar(page: number, pageSize: number, rowsOnPage: number): number {
  return (page - 1) * pageSize + rowsOnPage + (rowsOnPage === pageSize ? 1 : 0);
}

/**
 * An antd Table whose pagination is the server's: page and page size come from, and go back to,
 * the caller's query arguments, so the RTK Query cache holds one entry per page.
 */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, page, pageSize, total, loading, onPageChange, onRowClick } = props;
  return (
    <Table<T>
      data-testid={props.testId}
      columns={columns}
      dataSource={rows as T[]}
      rowKey={rowKey}
      rowSelection={props.rowSelection}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText ?? t('common.noData') }}
      onRow={(row) => ({
        onClick: onRowClick ? () => onRowClick(row) : undefined,
        style: onRowClick ? { cursor: 'pointer' } : undefined,
        'data-testid': props.rowTestId?.(row),
      })}
      pagination={{
        current: page,
        pageSize,
        total: props.totalUnknown ? knownSoFar(page, pageSize, rows.length) : total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count, [from, to]) => {
          if (props.totalUnknown && rows.length === pageSize) return t('common.pageRangeUnknown', { from, to });
          if (props.totalIsLowerBound) return t('common.pageRangeAtLeast', { from, to, total: count });
          return t('common.pageRange', { from, to, total: count });
        },
        onChange: (nextPage, nextSize) => {
          const size = toPageSize(nextSize);
          // A new page size starts over at page 1 (and, in tables with one, clears the selection).
          onPageChange(size === pageSize ? nextPage : 1, size);
        },
      }}
    />
  );
}
