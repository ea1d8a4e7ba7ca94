import { App, Flex, Form, Input, Modal } from 'antd';
import { toApiError, useUpdateCustomerMutation, type ApiError, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

interface EditForm {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
}

const FIELDS: readonly (keyof EditForm)[] = ['first_name', 'last_name', 'phone_number', 'email'];

// The gateway's rules, checked here too so a typo is caught before a round trip.
const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  customer: Customer;
  open: boolean;
  onClose: () => void;
}

/**
 * POST /customer/update with the fields changed. A blank phone or e-mail removes it. A refusal
 * that names a field is shown on that field; any other beside the form.
 */
export function EditCustomerModal({ customer, open, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<EditForm>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [update, updating] = useUpdateCustomerMutation();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: EditForm) => {
    setFailure(null);
    const result = await update({
      updateCustomerRequest: {
        customer_id: customer.customer_id,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim(),
        email: values.email.trim(),
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = FIELDS.find((name) => name === error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('customer.saved'), key: 'customer-saved' });
    close();
  };

  const name = (required: 'customer.firstNameRequired' | 'customer.lastNameRequired') => [
    { required: true, whitespace: true, message: t(required) },
    { max: 100, message: t('customer.nameTooLong') },
  ];

  return (
    <Modal
      open={open}
      title={t('customer.editTitle', { id: customer.customer_id })}
      okText={t('customer.save')}
      okButtonProps={{ 'data-testid': 'customer-save' }}
      cancelText={t('common.cancel')}
      confirmLoading={updating.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      data-testid="customer-edit-modal"
    >
      <Flex vertical gap={12}>
        {failure && <ErrorAlert error={failure} message={t('customer.saveFailed')} testId="customer-save-error" />}
        <Form<EditForm>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            first_name: customer.first_name,
            last_name: customer.last_name,
            phone_number: customer.phone_number ?? '',
            email: customer.email ?? '',
          }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="first_name" label={t('customer.firstName')} rules={name('customer.firstNameRequired')}>
            <Input data-testid="customer-first-name" />
          </Form.Item>
          <Form.Item name="last_name" label={t('customer.lastName')} rules={name('customer.lastNameRequired')}>
            <Input data-testid="customer-last-name" />
          </Form.Item>
          <Form.Item
            name="phone_number"
            label={t('customer.phone')}
            rules={[{ validator: (_, value: string) => check(!value.trim() || E164.test(value.trim()), t('customer.phoneInvalid')) }]}
          >
            <Input inputMode="tel" placeholder="+46701234567" data-testid="customer-phone" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('customer.email')}
            rules={[{ validator: (_, value: string) => check(!value.trim() || EMAIL.test(value.trim()), t('customer.emailInvalid')) }]}
          >
            <Input inputMode="email" data-testid="customer-email" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

function check(ok: boolean, message: string): Promise<void> {
  return ok ? Promise.resolve() : Promise.reject(new Error(message));
}
