import { App } from 'antd';
import { isApiError, useMyPagesLogoutMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/**
 * Logs the customer out on the gateway, then the session is cleared (by the endpoint); "Unable to
 * logout." as a toast when the gateway could not revoke the token. Resolves true once logged out.
 */
export function useCustomerLogout(): { logout: () => Promise<boolean>; isLoading: boolean } {
  const [logoutCall, { isLoading }] = useMyPagesLogoutMutation();
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
