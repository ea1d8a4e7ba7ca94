import { App, Flex, Modal, Typography } from 'antd';
import { toApiError, useDeleteCustomerMutation, type ApiError, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

interface Props {
  customer: Customer;
  name: string;
  open: boolean;
  onClose: () => void;
}

/** Erasure on the customer's request: asked once more, since it cannot be undone. */
export function EraseModal({ customer, name, open, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [erase, erasing] = useDeleteCustomerMutation();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setFailure(null);
    const result = await erase({ customerIdRequest: { customer_id: customer.customer_id } });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('customer.erasedDone'), key: 'erase' });
    close();
  };

  return (
    <Modal
      open={open}
      title={t('customer.eraseTitle', { name })}
      okText={t('customer.eraseConfirm')}
      okButtonProps={{ danger: true, 'data-testid': 'erase-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={erasing.isLoading}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      data-testid="erase-modal"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>{t('customer.eraseNote')}</Typography.Paragraph>
        {failure && <ErrorAlert error={failure} message={t('customer.eraseFailed')} testId="erase-error" />}
      </Flex>
    </Modal>
  );
}
