import { Button, Result, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

export interface ServerErrorProps {
  /** The request that failed, when known, for the user to quote to tech. */
  requestId?: string | null;
}

/** The 500 page: "Something went wrong", the request id when known, and Back to Home. */
export function ServerError({ requestId = null }: ServerErrorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="500"
      title={<span data-testid="server-error-title">{t('serverError.title')}</span>}
      subTitle={
        <>
          <div>{t('serverError.hint')}</div>
          {requestId && (
            <div>
              <Typography.Text type="secondary">{t('common.requestId')}: </Typography.Text>
              <Typography.Text copyable code data-testid="server-error-request-id">
                {requestId}
              </Typography.Text>
            </div>
          )}
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate('/')} data-testid="back-to-home">
          {t('common.backToHome')}
        </Button>
      }
    />
  );
}
