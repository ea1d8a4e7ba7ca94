import { App } from 'antd';
import { isApiError, useAcknowledgeNotificationsMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/**
 * Mark notifications as read. A failure shows the server's detail, or "Something went
 * wrong with the notifications, consult tech about {request id}".
 */
export function useMarkAsRead() {
  const [acknowledge, state] = useAcknowledgeNotificationsMutation();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const markAsRead = useCallback(
    async (ids: string[]) => {
      const result = await acknowledge({ acknowledgeRequest: { notification_ids: ids, action: 'read' } });
      const error = 'error' in result ? result.error : undefined;
      if (!error) return;
      const requestId = isApiError(error) ? (error.requestId ?? '-') : '-';
      const detail = isApiError(error) ? error.detail : null;
      notification.error({
        title: t('common.error'),
        description: detail ?? t('notifications.ackFailed', { requestId }),
        key: 'notification-ack-failed',
      });
    },
    [acknowledge, notification, t],
  );
  return { markAsRead, isLoading: state.isLoading };
}
