import { App, Flex } from 'antd';
import { toApiError, useCreatePartnerUserMutation, type PartnerUserBody } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useNavigate } from 'react-router-dom';

import { NewRecordPage } from '../../components/NewRecordPage';
import { PartnerForm } from '../partnerUser/PartnerForm';

/**
 * /partner/user/new (PartnerAdmin): a new bank partner and the banks they work for. The gateway
 * mails them a single-use link to set their password in the partner portal; their page opens once
 * created, with a warning when that mail could not go out (a new link is sent from their page).
 */
export function NewPartnerUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [create, creating] = useCreatePartnerUserMutation();

  const save = async (profile: PartnerUserBody) => {
    const result = await create({ partnerUserBody: profile });
    if ('error' in result && result.error) return toApiError(result.error);
    const { user, password_link_sent, link_expires_at } = result.data;
    if (password_link_sent) {
      notification.success({
        title: t('partnerUsers.created', { name: user.name }),
        description: (
          <Flex vertical>
            <span>{t('partnerUsers.linkSent', { email: user.email })}</span>
            {link_expires_at && <span>{t('partnerUsers.linkValidUntil', { time: formatDateTime(link_expires_at) })}</span>}
          </Flex>
        ),
        key: 'partner-created',
      });
    } else {
      notification.warning({
        title: t('partnerUsers.linkNotSent', { name: user.name }),
        description: t('partnerUsers.linkNotSentHelp'),
        key: 'partner-created',
      });
    }
    void navigate(`/partner/user/${user.user_id}`);
    return null;
  };

  return (
    <NewRecordPage title={t('partnerUsers.newUser')}>
      <PartnerForm submitLabel={t('partnerUsers.form.create')} saving={creating.isLoading} onSave={save} />
    </NewRecordPage>
  );
}
