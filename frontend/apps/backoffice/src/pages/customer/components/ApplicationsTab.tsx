import { Flex, Typography } from 'antd';
import { toApiError, useCustomerApplicationListQuery, type Application, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useNavigate } from 'react-router-dom';

import { usePagingParams } from '../../../lists/usePagingParams';
import { applicationPath, useApplicationColumns } from '../../applications/components/columns';

/**
 * The mortgage applications the customer is on (as any applicant), newest first, paged; the page
 * is in the URL, so Back from an application returns to it.
 */
export function ApplicationsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useApplicationColumns();
  const { page, limit, setPage } = usePagingParams({ prefix: 'applications-', defaultLimit: 10 });
  const { data, error, isFetching, refetch } = useCustomerApplicationListQuery({ customerId: customer.customer_id, page, limit });

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
        page={page}
        pageSize={limit}
        total={0}
        totalUnknown
        loading={isFetching}
        emptyText={t('customer.applications.empty')}
        onPageChange={setPage}
        onRowClick={(application) => void navigate(applicationPath(application))}
      />
    </Flex>
  );
}
