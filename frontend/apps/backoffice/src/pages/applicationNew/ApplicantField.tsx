import { Form, Input, Typography, type FormInstance } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCustomerNameByPniQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEffect, useState } from 'react';

interface Props {
  /** The form field holding the personal id; `${name}_id` holds the customer id found. */
  name: 'main' | 'co';
  label: string;
  required: boolean;
  form: FormInstance;
}

/**
 * A personal id looked up in the customer register when the field is left: the customer's name
 * shows under it (the advisor sees who they are adding), and the customer id goes into the hidden
 * field the application is created with. Nobody found: the field says so.
 */
export function ApplicantField({ name, label, required, form }: Props) {
  const { t } = useTranslation();
  const [pni, setPni] = useState('');
  const { data, isFetching } = useCustomerNameByPniQuery(pni ? { pni } : skipToken);
  const idField = `${name}_id`;

  useEffect(() => {
    if (!pni || isFetching || data === undefined) return;
    form.setFieldValue(idField, data?.customer_id ?? null);
    void form.validateFields([name]).catch(() => undefined);
  }, [data, form, idField, isFetching, name, pni]);

  const lookup = (value: string) => {
    const trimmed = value.trim();
    if (trimmed !== pni) form.setFieldValue(idField, null);
    setPni(trimmed);
  };

  return (
    <>
      <Form.Item
        name={name}
        label={label}
        validateTrigger="onBlur"
        extra={
          data && pni ? (
            <Typography.Text data-testid={`applicant-${name}-found`}>
              {data.first_name} {data.last_name}
            </Typography.Text>
          ) : undefined
        }
        rules={[
          { required, whitespace: true, message: t('applicationNew.pniRequired') },
          {
            validator: (_, value: string | undefined) => {
              const trimmed = (value ?? '').trim();
              if (!trimmed || trimmed !== pni || isFetching || data === undefined) return Promise.resolve();
              return data ? Promise.resolve() : Promise.reject(new Error(t('applicationNew.notACustomer')));
            },
          },
        ]}
      >
        <Input onBlur={(event) => lookup(event.target.value)} data-testid={`applicant-${name}-pni`} />
      </Form.Item>
      <Form.Item name={idField} hidden>
        <Input />
      </Form.Item>
    </>
  );
}
