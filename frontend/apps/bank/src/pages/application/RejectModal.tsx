import { App, Form, Input, Modal } from 'antd';
import { toApiError, useRejectMutation, type BankApplicationView } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import type { PortalChoice } from '../../chosenBank';

interface RejectForm {
  reason: string;
}

/** Declining the application with the reason the advisor is shown. */
export function RejectModal({
  application,
  chosen,
  open,
  onClose,
}: {
  application: BankApplicationView;
  chosen: PortalChoice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [reject, rejecting] = useRejectMutation();
  const [form] = Form.useForm<RejectForm>();
  const id = application.application_id;
  const onReject = async ({ reason }: RejectForm) => {
    const result = await reject({ applicationId: id, rejectRequest: { ...chosen, reason } });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'reason' && error.detail) form.setFields([{ name: 'reason', errors: [error.detail] }]);
      else notification.error({ title: t('bank.application.rejectFailed'), description: error.detail });
      return;
    }
    onClose();
    form.resetFields();
    notification.success({ title: t('bank.application.rejected', { id }), key: 'bank-rejected' });
  };
  return (
    <Modal
      open={open}
      title={t('bank.application.rejectTitle', { id })}
      okText={t('bank.application.reject')}
      okButtonProps={{ danger: true, loading: rejecting.isLoading, id: 'bank-reject-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RejectForm> form={form} layout="vertical" onFinish={(values) => void onReject(values)}>
        <Form.Item
          name="reason"
          label={t('bank.application.reason')}
          rules={[
            { required: true, whitespace: true, message: t('bank.application.reasonRequired') },
            { max: 500, message: t('bank.application.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={3} data-testid="bank-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
