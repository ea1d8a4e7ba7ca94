import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Flex, Typography } from 'antd';
import { toApiError, useCustomerSearchQuery, useListCustomersQuery, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useNavigate } from 'react-router-dom';

import { customerPath, useCustomerColumns } from './components/columns';
import { CustomerSearchBar } from './components/CustomerSearchBar';
import { useCustomerListArgs } from './useCustomerListArgs';

/** /customers: the customer register, newest first, paged on the server, searchable by key. */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { args, setPage, setSearch } = useCustomerListArgs();
  const { page, limit, search } = args;
  const list = useListCustomersQuery(search ? skipToken : { page, limit });
  const found = useCustomerSearchQuery(search ? { ...search, page, limit } : skipToken);
  const { data, error, isFetching, refetch } = search ? found : list;
  const columns = useCustomerColumns();

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('customers.title')}
        </Typography.Title>
        <CustomerSearchBar search={search} onSearch={setSearch} />
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="customers-error" />}
        <PagedTable<Customer>
          testId="customers-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="customer_id"
          rowTestId={(customer) => `customer-row-${customer.customer_id}`}
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          totalIsLowerBound={data?.total_is_lower_bound}
          loading={isFetching}
          onPageChange={setPage}
          onRowClick={(customer) => void navigate(customerPath(customer))}
        />
      </Flex>
    </Card>
  );
}
