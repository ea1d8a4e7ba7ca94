import { Flex, Typography } from 'antd';
import { toApiError, useCustomerApplicationListQuery, type Application, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, type PageSize } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { applicationPath, useApplicationColumns } from '../../applications/components/columns';

/** The mortgage applications the customer is on (as any applicant), newest first, paged. */
export function ApplicationsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useApplicationColumns();
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 10 });
  const { data, error, isFetching, refetch } = useCustomerApplicationListQuery({ customerId: customer.customer_id, ...paging });

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="customer-applications-error" />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('customer.applications.hint')}</Typography.Text>
      <PagedTable<Application>
        testId="customer-applications"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="application_id"
        rowTestId={(application) => `customer-application-${application.application_id}`}
        page={paging.page}
        pageSize={paging.limit}
        total={0}
        totalUnknown
        loading={isFetching}
        emptyText={t('customer.applications.empty')}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        onRowClick={(application) => void navigate(applicationPath(application))}
      />
    </Flex>
  );
}
