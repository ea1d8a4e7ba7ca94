import type { ApiError } from '@zrm/api';
import { formatWait } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/**
 * The text of a failed sign-in: a refused attempt says how long to wait in the user's language;
 * otherwise the server's detail, or `fallback`.
 */
export function useSignInFailureText() {
  const { t, i18n } = useTranslation();
  return (error: ApiError, fallback: string): string => {
    if (error.status === 429 && error.retryAfterSecs !== undefined) {
      return t('login.tooManyAttempts', { wait: formatWait(error.retryAfterSecs, i18n.language) });
    }
    return error.detail ?? fallback;
  };
}
