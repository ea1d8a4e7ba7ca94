import { MailOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { toApiError, useResendInvitationEmailMutation, type Insurance } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/**
 * "E-mail the link": the insurance service e-mails the customer the link to the terms on My Pages
 * (in the customer's language, to the address in the customer register). Only while the insurance
 * waits for the customer; the server's refusal (no address, say) is shown as it says it.
 */
export function EmailLink({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [send, { isLoading }] = useResendInvitationEmailMutation();
  const waiting = insurance.substatus === 'WAITING_FOR_CUSTOMER_ACCEPTANCE';

  const emailLink = async () => {
    const result = await send({ insuranceIdBody: { insurance_id: insurance.insurance_id } });
    if ('error' in result) {
      notification.error({
        title: t('insurance.email.failed'),
        description: toApiError(result.error).detail,
        key: 'insurance-email',
      });
      return;
    }
    notification.success({ title: t('insurance.email.sent', { to: result.data.sent_to }), key: 'insurance-email' });
  };

  return (
    <Tooltip title={waiting ? undefined : t('insurance.email.notWaiting')}>
      <Button
        icon={<MailOutlined />}
        loading={isLoading}
        disabled={!waiting}
        onClick={() => void emailLink()}
        data-testid="insurance-email-link"
      >
        {t('insurance.email.button')}
      </Button>
    </Tooltip>
  );
}
