import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, type TableProps } from 'antd';
import { toApiError, usePartnerUsersPageQuery, type User } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';

import { usePagingParams } from '../../lists/usePagingParams';
import { EmployeeStatus } from '../internalUsers';
import { useBankCatalogue } from '../partnerUser/useBankCatalogue';

/**
 * /partner/users (PartnerAdmin): every bank partner, the deactivated too, by name and paged on the
 * server: Name, Email, Phone Number, Banks (by the catalogue's names), Last login, Status. A row
 * opens the partner; New adds one.
 */
export function PartnerUsersPage() {
  const { t } = useTranslation();
  const { page, limit, setPage } = usePagingParams();
  const { data, error, isFetching, refetch } = usePartnerUsersPageQuery({ page, limit });
  const { nameOf } = useBankCatalogue();

  useEffect(() => {
    if (error) console.warn('Cannot get list of partner users', toApiError(error).requestId);
  }, [error]);

  const columns: NonNullable<TableProps<User>['columns']> = useMemo(
    () => [
      {
        key: 'name',
        title: t('partnerUsers.name'),
        fixed: 'left',
        render: (_, user) => (
          <Link to={`/partner/user/${user.user_id}`} data-testid={`partner-user-${user.email}`}>
            {user.name}
          </Link>
        ),
      },
      { key: 'email', title: t('partnerUsers.email'), render: (_, user) => user.email },
      { key: 'phone', title: t('partnerUsers.phoneNumber'), render: (_, user) => user.phone_number },
      {
        key: 'banks',
        title: t('partnerUsers.banks'),
        render: (_, user) => <span data-testid={`partner-user-banks-${user.email}`}>{user.banks.map(nameOf).join(', ')}</span>,
      },
      {
        key: 'lastLogin',
        title: t('partnerUsers.lastLogin'),
        render: (_, user) => (user.last_login ? formatDateTime(user.last_login) : t('partnerUsers.never')),
      },
      { key: 'status', title: t('partnerUsers.status'), render: (_, user) => <EmployeeStatus user={user} /> },
    ],
    [t, nameOf],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t('partnerUsers.title')}
          </Typography.Title>
          <Link to="/partner/user/new" data-testid="partner-users-new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('partnerUsers.newUser')}
            </Button>
          </Link>
        </Flex>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('partnerUsers.listFailed')}
            onRetry={() => void refetch()}
            testId="partner-users-error"
          />
        )}
        <PagedTable<User>
          testId="partner-users-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="user_id"
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('partnerUsers.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
