import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, type TableProps } from 'antd';
import { toApiError, useEmployeesPageQuery, type User } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge } from '@zrm/ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';

import { usePagingParams } from '../../lists/usePagingParams';

/**
 * /internal-users (EmployeeAdmin): every employee, the deactivated too, by name and paged on the
 * server: Name, Phone Number, Email, Last login, Status. A row opens the employee; New adds one.
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
        render: (_, user) => <EmployeeStatus user={user} />,
      },
    ],
    [t],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t('internalUsers.title')}
          </Typography.Title>
          <Link to="/internal-users/new" data-testid="internal-users-new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('internalUsers.newUser')}
            </Button>
          </Link>
        </Flex>
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

/**
 * Active, or Blocked and/or Deactivated, as badges. The two are set apart (a block is lifted,
 * a deactivation reversed, each on its own), so a person can be both.
 */
export function EmployeeStatus({ user, testId }: { user: Pick<User, 'blocked' | 'deactivated'>; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap data-testid={testId}>
      {user.blocked && <StatusBadge tone="warning" text={t('internalUsers.blocked')} />}
      {user.deactivated && <StatusBadge tone="error" text={t('internalUsers.deactivated')} />}
      {!user.blocked && !user.deactivated && <StatusBadge tone="success" text={t('internalUsers.active')} />}
    </Flex>
  );
}
