import { Alert, Button, Typography } from 'antd';
import type { ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

export interface ErrorAlertProps {
  error: ApiError;
  /** What failed, in the user's words; without it the server detail is the message. */
  message?: string;
  severity?: 'error' | 'warning';
  onRetry?: () => void;
  testId?: string;
}

/**
 * Generic error alert: title Error or Warning, the message, the server's response text
 * and the request id to quote to tech.
 */
export function ErrorAlert({ error, message, severity = 'error', onRetry, testId = 'error-alert' }: ErrorAlertProps) {
  const { t } = useTranslation();
  const fallback = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'
    ? t('common.networkError')
    : t('common.genericError');
  const headline = message ?? error.detail ?? fallback;
  const serverText = message && error.detail && error.detail !== message ? error.detail : null;
  return (
    <Alert
      type={severity}
      showIcon
      data-testid={testId}
      title={severity === 'error' ? t('common.error') : t('common.warning')}
      description={
        <div>
          <div data-testid={`${testId}-message`}>{headline}</div>
          {serverText && (
            <div>
              <Typography.Text type="secondary">{t('common.serverResponse')}: </Typography.Text>
              <span data-testid={`${testId}-detail`}>{serverText}</span>
            </div>
          )}
          {error.requestId && (
            <div>
              <Typography.Text type="secondary">{t('common.requestId')}: </Typography.Text>
              <Typography.Text copyable code data-testid={`${testId}-request-id`}>
                {error.requestId}
              </Typography.Text>
            </div>
          )}
        </div>
      }
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
