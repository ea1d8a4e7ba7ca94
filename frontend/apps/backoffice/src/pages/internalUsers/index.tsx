import { Card, Flex, Typography, type TableProps } from 'antd';
import { toApiError, useEmployeesPageQuery, type User } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge } from '@zrm/ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';

import { usePagingParams } from '../../lists/usePagingParams';

/**
 * /internal-users (EmployeeAdmin): every employee, the deactivated too, by name and paged on the
 * server: Name, Phone Number, Email, Last login, Status. A row opens the employee.
 */
export function InternalUsersPage() {
  const { t } = useTranslation();
  const { page, limit, setPage } = usePagingParams();
  const { data, error, isFetching, refetch } = useEmployeesPageQuery({ page, limit, withoutDeactivated: false });

  useEffect(() => {
    if (error) console.warn('Cannot get list of employees', toApiError(error).requestId);
  }, [error]);

  const columns: NonNullable<TableProps<User>['columns']> = useMemo(
    () => [
      {
        key: 'name',
        title: t('internalUsers.name'),
        fixed: 'left',
        render: (_, user) => (
          <Link to={`/internal-users/${user.user_id}`} data-testid={`internal-user-${user.email}`}>
            {user.name}
          </Link>
        ),
      },
      { key: 'phone', title: t('internalUsers.phoneNumber'), render: (_, user) => user.phone_number },
      { key: 'email', title: t('internalUsers.email'), render: (_, user) => user.email },
      {
        key: 'lastLogin',
        title: t('internalUsers.lastLogin'),
        render: (_, user) => (user.last_login ? formatDateTime(user.last_login) : t('internalUsers.never')),
      },
      {
        key: 'status',
        title: t('internalUsers.status'),
        render: (_, user) => <EmployeeStatus deactivated={user.deactivated} />,
      },
    ],
    [t],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('internalUsers.title')}
        </Typography.Title>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('internalUsers.listFailed')}
            onRetry={() => void refetch()}
            testId="internal-users-error"
          />
        )}
        <PagedTable<User>
          testId="internal-users-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="user_id"
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('internalUsers.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}

/** Active or Deactivated, as a badge. */
export function EmployeeStatus({ deactivated }: { deactivated: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={deactivated ? 'error' : 'success'}
      text={deactivated ? t('internalUsers.deactivated') : t('internalUsers.active')}
    />
  );
}
