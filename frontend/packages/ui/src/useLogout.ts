import { App } from 'antd';
import { isApiError, useLogoutMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/** Logs out on the server; "Unable to logout." as a toast when the gateway could not revoke. */
/** Resolves true once the session is gone. */
export function useLogout(): { logout: () => Promise<boolean>; isLoading: boolean } {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const logout = useCallback(async () => {
    const result = await logoutCall();
    const error = 'error' in result ? result.error : undefined;
    // A 401 means the token was already dead: the base query has logged out, nothing failed.
    if (error && !(isApiError(error) && error.status === 401)) {
      notification.error({ title: t('login.logoutFailed'), key: 'logout-failed' });
      return false;
    }
    return true;
  }, [logoutCall, notification, t]);
  return { logout, isLoading };
}
