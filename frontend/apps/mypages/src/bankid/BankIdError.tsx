import { Alert, Button, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';

export interface BankIdErrorProps {
  /** What went wrong, in the customer's words. */
  message: string;
  /** The gateway's request id, to quote to customer service. */
  requestId?: string | null;
  onRetry: () => void;
}

/** A sign-in that did not go through: what happened, and "Try again". */
export function BankIdError({ message, requestId = null, onRetry }: BankIdErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="bankid-error"
      title={t('mypages.loginFailedTitle')}
      description={
        <div>
          <div data-testid="bankid-error-message">{message}</div>
          {requestId && (
            <Typography.Text type="secondary">
              {t('common.requestId')}: <Typography.Text code>{requestId}</Typography.Text>
            </Typography.Text>
          )}
        </div>
      }
      action={
        <Button type="primary" onClick={onRetry} data-testid="bankid-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
