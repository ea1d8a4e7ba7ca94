import type { Notification } from '@zrm/api';
import { useEnumLabel } from '@zrm/ui';
import { useCallback } from 'react';

/**
 * A notification's title in the user's language, by its type ("Offer received"); the server's
 * (English) title for a type this client has no text for.
 */
export function useNotificationTitle(): (notification: Pick<Notification, 'type' | 'title'>) => string {
  const enumLabel = useEnumLabel();
  return useCallback((notification) => enumLabel('notificationTypes', notification.type, notification.title), [enumLabel]);
}
