import { Alert, Button, Card, Form, Input, InputNumber, Typography } from 'antd';
import {
  toApiError,
  useSendTemplateMutation,
  type ApiError,
  type TemplateEventName,
  type TemplateType,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import type { TemplateProduct } from './templateKeys';

interface Values {
  customer_id: number | null;
  reference: string;
}

interface Props {
  channel: TemplateType;
  product: TemplateProduct;
  event: TemplateEventName;
  /** The event's messages name an application or lead. */
  needsReference: boolean;
}

/**
 * Sends the template to a customer (by customer id, about an application or lead when the event
 * concerns one). Messaging uses the template of the customer's country and the customer's own
 * number or address; what it refuses (blocked, no consent, no template) shows with its reason.
 */
export function SendTemplateCard({ channel, product, event, needsReference }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [send, sending] = useSendTemplateMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = async (values: Values) => {
    setSentTo(null);
    setFailure(null);
    const reference = values.reference.trim();
    const result = await send({
      sendTemplateBody: {
        type: channel,
        product,
        event,
        customer_id: values.customer_id ?? 0,
        ...(reference ? { application_id_or_lead_id: reference } : {}),
      },
    });
    if ('error' in result && result.error) {
      const refusal = toApiError(result.error);
      const field =
        refusal.field === 'application_id_or_lead_id'
          ? 'reference'
          : refusal.field === 'customer_id'
            ? 'customer_id'
            : null;
      if (field && refusal.detail) form.setFields([{ name: field, errors: [refusal.detail] }]);
      else setFailure(refusal);
      return;
    }
    setSentTo(result.data.email?.to ?? result.data.sms?.phone_number ?? '');
  };

  return (
    <Card title={t('templates.send.title')} size="small" data-testid="template-send">
      <Typography.Paragraph type="secondary">{t('templates.send.help')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ customer_id: null, reference: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="customer_id"
          label={t('templates.send.customerId')}
          rules={[{ required: true, message: t('templates.required') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="template-send-customer" />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('templates.send.reference')}
          extra={t('templates.send.referenceHelp')}
          rules={needsReference ? [{ required: true, whitespace: true, message: t('templates.required') }] : []}
        >
          <Input data-testid="template-send-reference" maxLength={24} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending.isLoading} data-testid="template-send-submit">
          {t('templates.send.submit')}
        </Button>
      </Form>
      {sentTo !== null && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="template-send-done"
          title={
            channel === 'email'
              ? t('templates.send.sentEmail', { to: sentTo })
              : t('templates.send.sentSms', { to: sentTo })
          }
        />
      )}
      {failure && (
        <div style={{ marginTop: 12 }}>
          <ErrorAlert error={failure} message={t('templates.send.failed')} testId="template-send-error" />
        </div>
      )}
    </Card>
  );
}
