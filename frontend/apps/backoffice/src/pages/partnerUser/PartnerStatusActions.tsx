import { SendOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { toApiError, useSendPartnerPasswordLinkMutation, useUpdatePartnerUserMutation, type User } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { DeactivationToggle } from '../internalUser/DeactivationToggle';
import { useAnnounceChange } from '../internalUser/useAnnounceChange';
import { currentPartnerProfileOf } from './partnerProfile';

/**
 * Deactivate / Reactivate (the current profile saved with the status reversed) and "Send new
 * password link", which mails the partner a new set-password link; earlier links stop working.
 * The gateway refuses a link for a blocked or deactivated partner (409) and says why.
 */
export function PartnerStatusActions({ partner }: { partner: User }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const announce = useAnnounceChange();
  const [update, updating] = useUpdatePartnerUserMutation();
  const [sendLink, sending] = useSendPartnerPasswordLinkMutation();
  const name = partner.name;

  const toggleDeactivated = async () => {
    const result = await update({
      userId: partner.user_id,
      updatePartnerUserBody: { profile: currentPartnerProfileOf(partner), deactivated: !partner.deactivated },
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('internalUsers.actions.failed'), description: toApiError(result.error).detail, key: 'employee-changed' });
      return;
    }
    const done = result.data.user.deactivated ? 'internalUsers.actions.deactivatedDone' : 'internalUsers.actions.reactivatedDone';
    announce(t(done, { name }), result.data);
  };

  const sendNewLink = async () => {
    const result = await sendLink({ userId: partner.user_id });
    if ('error' in result && result.error) {
      notification.error({ title: t('partnerUsers.sendLinkFailed'), description: toApiError(result.error).detail, key: 'partner-link' });
      return;
    }
    const until = result.data.link_expires_at;
    notification.success({
      title: t('partnerUsers.linkSent', { email: partner.email }),
      description: until ? t('partnerUsers.linkValidUntil', { time: formatDateTime(until) }) : undefined,
      key: 'partner-link',
    });
  };

  return (
    <Flex gap={8} wrap>
      <Button icon={<SendOutlined />} loading={sending.isLoading} onClick={() => void sendNewLink()} data-testid="partner-user-send-link">
        {t('partnerUsers.sendLink')}
      </Button>
      <DeactivationToggle
        deactivated={partner.deactivated}
        confirmTitle={t(partner.deactivated ? 'partnerUsers.reactivateConfirm' : 'partnerUsers.deactivateConfirm', { name })}
        saving={updating.isLoading}
        onToggle={toggleDeactivated}
        testId="partner-user-deactivate"
      />
    </Flex>
  );
}
