import { Button, Card, Flex, Typography, type TableProps } from 'antd';
import { isNotificationStatus, toApiError, useListNotificationsQuery, type Notification } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge } from '@zrm/ui';
import { useMemo } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';

import { isUnread } from '../../notifications/NotificationBell';
import { useMarkAsRead } from '../../notifications/useAcknowledge';
import { useNotificationTitle } from '../../notifications/useNotificationTitle';

/** /notifications: every notification of the user, paged on the server. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const titleOf = useNotificationTitle();
  const { page, limit, setPage } = usePagingParams();
  const { data, error, isFetching, refetch } = useListNotificationsQuery({ page, limit });
  const { markAsRead } = useMarkAsRead();

  const columns: NonNullable<TableProps<Notification>['columns']> = useMemo(
    () => [
      {
        key: 'title',
        title: t('notifications.columnTitle'),
        // Kept in view, with the actions on the right, when the table scrolls on a narrow screen.
        fixed: 'left',
        render: (_, n) => <Typography.Text strong={isUnread(n)}>{titleOf(n)}</Typography.Text>,
      },
      { key: 'message', title: t('notifications.columnMessage'), render: (_, n) => n.data.message },
      { key: 'created', title: t('notifications.columnCreated'), render: (_, n) => formatDateTime(n.created_at) },
      {
        key: 'status',
        title: t('notifications.columnStatus'),
        render: (_, n) => <StatusBadge tone={isUnread(n) ? 'processing' : 'default'} text={isNotificationStatus(n.status) ? t(`notifications.status.${n.status}`) : n.status} />,
      },
      {
        key: 'actions',
        title: t('notifications.columnActions'),
        fixed: 'right',
        render: (_, n) =>
          isUnread(n) ? (
            <Button size="small" onClick={() => void markAsRead([n.notification_id])} data-testid={`notification-row-read-${n.notification_id}`}>
              {t('notifications.markAsRead')}
            </Button>
          ) : null,
      },
    ],
    [t, titleOf, markAsRead],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('notifications.title')}
        </Typography.Title>
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="notifications-error" />}
        <PagedTable<Notification>
          testId="notifications-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="notification_id"
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('notifications.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
