import { Button, Result } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

/** Not-found page, also shown for pages reached on the wrong platform. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<span data-testid="not-found-title">{t('notFound.title')}</span>}
      subTitle={t('notFound.hint')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')} data-testid="back-to-home">
          {t('common.backToHome')}
        </Button>
      }
    />
  );
}
