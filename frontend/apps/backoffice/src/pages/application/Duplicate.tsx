import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { toApiError, useDuplicateApplicationMutation, type Application } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

/**
 * "Duplicate": a new DRAFT with the same loan, applicants and incomes, assigned to the caller
 * (a deactivated application's customers come back); the copy opens.
 */
export function Duplicate({ application }: { application: Application }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [duplicate, duplicating] = useDuplicateApplicationMutation();

  const confirm = async () => {
    const result = await duplicate({ applicationIdRequest: { application_id: application.application_id } });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.duplicateFailed'), description: toApiError(result.error).detail, key: 'duplicate' });
      return;
    }
    notification.success({ title: t('application.duplicated', { id: result.data.application_id }), key: 'duplicate' });
    void navigate(`/mortgage/application/${result.data.application_id}`);
  };

  return (
    <Popconfirm
      title={t('application.duplicateConfirm', { id: application.application_id })}
      okText={t('application.duplicate')}
      cancelText={t('common.cancel')}
      onConfirm={() => void confirm()}
    >
      <Button icon={<CopyOutlined />} loading={duplicating.isLoading} data-testid="application-duplicate">
        {t('application.duplicate')}
      </Button>
    </Popconfirm>
  );
}
