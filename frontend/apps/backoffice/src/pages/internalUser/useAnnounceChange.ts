import { App } from 'antd';
import type { EmployeeChanged } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/**
 * Confirms a saved change to a person with a toast, saying too when it ended their open sessions
 * (access or status changed): the admin then knows they were signed out at once.
 */
export function useAnnounceChange(): (title: string, changed: EmployeeChanged) => void {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return useCallback(
    (title: string, changed: EmployeeChanged) =>
      notification.success({
        title,
        description: changed.sessions_ended ? t('internalUsers.sessionsEnded') : undefined,
        key: 'employee-changed',
      }),
    [notification, t],
  );
}
