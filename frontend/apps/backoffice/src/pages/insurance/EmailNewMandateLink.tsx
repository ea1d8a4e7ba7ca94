import { MailOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { toApiError, useRequestNewMandateEmailMutation, type Insurance } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/**
 * "E-mail a new direct debit link": the insurance service e-mails the customer the link to set up
 * a new direct debit (in the customer's language, to the address in the customer register).
 * Pressed again, it sends the mail again with a fresh link, which is what staff need when the
 * customer never got it; so the general "resend" call is not used here: this call sends exactly
 * what the button says, also from a page that is no longer current. The server's refusal (an
 * active direct debit, no address) is shown as it says it.
 */
export function EmailNewMandateLink({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [send, { isLoading }] = useRequestNewMandateEmailMutation();

  const emailLink = async () => {
    const result = await send({ insuranceIdBody: { insurance_id: insurance.insurance_id } });
    if ('error' in result) {
      notification.error({
        title: t('insurance.newMandate.emailFailed'),
        description: toApiError(result.error).detail,
        key: 'insurance-new-mandate-email',
      });
      return;
    }
    notification.success({
      title: t('insurance.newMandate.emailSent', { to: result.data.sent_to }),
      key: 'insurance-new-mandate-email',
    });
  };

  return (
    <Button
      icon={<MailOutlined />}
      loading={isLoading}
      onClick={() => void emailLink()}
      data-testid="insurance-new-mandate-email"
    >
      {t('insurance.newMandate.email')}
    </Button>
  );
}
