import { App, Form, Input, Modal } from 'antd';
import { toApiError, useCancelAtBankMutation, type Application, type ApplicationBank } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/**
 * Withdraws the application from one bank still working on it, with the reason for the history:
 * the bank CANCELLED and its open offers declined. Sending the application there again reopens it.
 */
export function WithdrawFromBankModal({ application, bank, onClose }: { application: Application; bank: ApplicationBank; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [cancel, cancelling] = useCancelAtBankMutation();

  const submit = async ({ reason }: { reason: string }) => {
    const result = await cancel({
      cancelAtBankRequest: { application_id: application.application_id, bank_id: bank.bank_id, reason: reason.trim() },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'reason') {
        form.setFields([{ name: 'reason', errors: [error.detail ?? ''] }]);
        return;
      }
      notification.error({ title: t('application.banks.withdrawFailed'), description: error.detail, key: 'withdraw' });
      return;
    }
    notification.success({ title: t('application.banks.withdrawn', { bank: bank.bank_name }), key: 'withdraw' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application.banks.withdrawTitle', { bank: bank.bank_name })}
      okText={t('application.banks.withdraw')}
      okButtonProps={{ danger: true, 'data-testid': 'withdraw-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={cancelling.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('application.banks.withdrawReason')}
          rules={[
            { required: true, whitespace: true, message: t('application.banks.withdrawReasonRequired') },
            { max: 500, message: t('application.banks.withdrawReasonTooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="withdraw-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
