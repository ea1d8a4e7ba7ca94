import { App, Flex, Form, Input, Modal, Typography } from 'antd';
import { toApiError, useBlockCustomerMutation, useUnblockCustomerMutation, type ApiError, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

interface Props {
  customer: Customer;
  name: string;
  mode: 'block' | 'unblock' | null;
  onClose: () => void;
}

/** Block or unblock with a reason (both are audited with it). */
export function BlockModal({ customer, name, mode, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [block, blocking] = useBlockCustomerMutation();
  const [unblock, unblocking] = useUnblockCustomerMutation();

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    const request = { blockRequest: { customer_id: customer.customer_id, reason: reason.trim() } };
    const result = mode === 'block' ? await block(request) : await unblock(request);
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t(mode === 'block' ? 'customer.blockedDone' : 'customer.unblockedDone'), key: 'block' });
    close();
  };

  return (
    <Modal
      open={mode !== null}
      title={t(mode === 'unblock' ? 'customer.unblockTitle' : 'customer.blockTitle', { name })}
      okText={t(mode === 'unblock' ? 'customer.unblock' : 'customer.block')}
      okButtonProps={{ danger: mode === 'block', 'data-testid': 'block-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={blocking.isLoading || unblocking.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      data-testid="block-modal"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>{t(mode === 'unblock' ? 'customer.unblockNote' : 'customer.blockNote')}</Typography.Paragraph>
        {failure && <ErrorAlert error={failure} message={t('customer.blockFailed')} testId="block-error" />}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="reason"
            label={t('customer.blockReason')}
            rules={[
              { required: true, whitespace: true, message: t('customer.blockReasonRequired') },
              { max: 500, message: t('customer.blockReasonTooLong') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="block-reason" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
