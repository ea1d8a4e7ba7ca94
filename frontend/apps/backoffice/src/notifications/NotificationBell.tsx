import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { isUnreadStatus, toApiError, useListNotificationsQuery, type Notification, type NotificationListArgs } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useMarkAsRead } from './useAcknowledge';
import { useNotificationTitle } from './useNotificationTitle';

/** The popover shows 5 items. */
export const BELL_ITEMS = 5;
/** The bell's cache entry; its websocket keeps it current (see @zrm/api notifications). */
export const BELL_ARGS: NotificationListArgs = { page: 1, limit: BELL_ITEMS, live: true };

export const isUnread = (n: Notification) => isUnreadStatus(n.status);

/** Bell with the unread count, live through the websocket; popover with the latest five. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, error, isLoading, refetch } = useListNotificationsQuery(BELL_ARGS);
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const more = Math.max(0, (data?.total ?? 0) - items.length);

  const content = (
    <Flex vertical gap={8} style={{ width: 420, maxWidth: '90vw' }} data-testid="notification-popover">
      {error ? (
        <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="notification-error" />
      ) : (
        <BellItems items={items} loading={isLoading} onOpen={() => setOpen(false)} />
      )}
      {more > 0 && (
        <Typography.Text type="secondary" data-testid="notification-more">
          {t('notifications.andMore', { count: more })}
        </Typography.Text>
      )}
      <Link to="/notifications" onClick={() => setOpen(false)} data-testid="notification-see-all">
        {t('notifications.seeAll')}
      </Link>
    </Flex>
  );

  return (
    <Popover content={content} title={t('notifications.title')} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={t('notifications.bell', { count: unread })} data-testid="notification-bell">
        <span data-testid="notification-badge" data-count={unread}>
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 20 }} />
          </Badge>
        </span>
      </Button>
    </Popover>
  );
}

function BellItems({ items, loading, onOpen }: { items: Notification[]; loading: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  if (loading) return <Spin style={{ padding: 16 }} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '55vh', overflowY: 'auto' }}>
      {items.map((item) => (
        <BellItem key={item.notification_id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function BellItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { markAsRead, isLoading } = useMarkAsRead();
  const title = useNotificationTitle()(item);
  const unread = isUnread(item);
  const leadId = item.data.lead_id;
  const applicationId = item.data.application_id;
  // A notification about an application (an offer received) opens it; one about a lead, the lead.
  const target =
    applicationId != null
      ? `/mortgage/application/${encodeURIComponent(applicationId)}`
      : leadId != null
        ? `/mortgage/lead/${leadId}`
        : null;
  const openTarget = () => {
    if (target == null) return;
    onOpen();
    if (unread) void markAsRead([item.notification_id]);
    void navigate(target);
  };
  return (
    <li
      data-testid={`notification-item-${item.notification_id}`}
      data-status={item.status}
      style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        {target != null ? (
          <Typography.Link strong={unread} onClick={openTarget}>
            {title}
          </Typography.Link>
        ) : (
          <Typography.Text strong={unread}>{title}</Typography.Text>
        )}
        {unread && (
          <Button
            size="small"
            type="link"
            loading={isLoading}
            onClick={() => void markAsRead([item.notification_id])}
            data-testid={`notification-mark-read-${item.notification_id}`}
          >
            {t('notifications.markAsRead')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{item.data.message}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: '0.8em' }}>
        {formatDateTime(item.created_at)}
      </Typography.Text>
    </li>
  );
}
