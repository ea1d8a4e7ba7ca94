import { App } from 'antd';
import { toApiError, useCreateEmployeeMutation, type EmployeeProfileBody } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

import { NewRecordPage } from '../../components/NewRecordPage';
import { EmployeeForm } from '../internalUser/EmployeeForm';

/**
 * /internal-users/new (EmployeeAdmin): a new member of staff with their roles and coordinates.
 * They sign in with the identity provider under that e-mail; ZRM then keeps their access as
 * given here. Their page opens once created.
 */
export function NewInternalUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [create, creating] = useCreateEmployeeMutation();

  const save = async (profile: EmployeeProfileBody) => {
    const result = await create({ employeeProfileBody: profile });
    if ('error' in result && result.error) return toApiError(result.error);
    notification.success({ title: t('internalUsers.created', { name: result.data.name }), key: 'employee-created' });
    void navigate(`/internal-users/${result.data.user_id}`);
    return null;
  };

  return (
    <NewRecordPage title={t('internalUsers.newUser')}>
      <EmployeeForm submitLabel={t('internalUsers.form.create')} saving={creating.isLoading} onSave={save} />
    </NewRecordPage>
  );
}
