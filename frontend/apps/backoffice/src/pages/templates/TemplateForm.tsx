import { Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Tag, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  useListAttachmentsQuery,
  type ApiError,
  type MessageTemplate,
  type TemplateCatalogue,
  type TemplateInput,
  type TemplateType,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';

import { TemplatePreview } from './TemplatePreview';
import {
  TEMPLATE_COUNTRIES,
  TEMPLATE_PRODUCTS,
  eventsFor,
  insertAt,
  isTemplateCountry,
  isTemplateEvent,
  isTemplateProduct,
  variableMarkup,
  type TemplateKey,
} from './templateKeys';

export interface TemplateFormValues {
  country?: string;
  product?: string;
  event?: string;
  subject: string;
  body: string;
  attachment_ids: string[];
}

interface Props {
  channel: TemplateType;
  catalogue: TemplateCatalogue;
  /** The template edited (its key fixed); absent: a new one, its key chosen here. */
  template?: MessageTemplate;
  /** A key from the address that has no template yet: fixed, the texts empty. */
  fixedKey?: TemplateKey;
  saving: boolean;
  /** Saves; resolves to the gateway's refusal, or null once saved. */
  onSave: (input: TemplateInput) => Promise<ApiError | null>;
  /** Beside Save (Delete on an existing template). */
  actions?: ReactNode;
  /** Under the preview (sending an existing template). */
  aside?: ReactNode;
}

/** The body of a save and of a preview, once the key and a text are there. */
export function templateInputOf(channel: TemplateType, values: Partial<TemplateFormValues>): TemplateInput | null {
  const { country, product, event } = values;
  if (!isTemplateCountry(country) || !isTemplateProduct(product) || !isTemplateEvent(event) || !values.body?.trim()) {
    return null;
  }
  return {
    type: channel,
    country,
    product,
    event,
    subject: channel === 'email' ? (values.subject ?? '') : '',
    body: values.body,
    attachment_ids: channel === 'email' ? (values.attachment_ids ?? []) : [],
  };
}

const FIELDS = ['country', 'product', 'event', 'subject', 'body', 'attachment_ids'] as const;

/**
 * A template's key (country, product and the product's events), its texts, the event's variables
 * (a click puts one at the cursor) and, beside it, the live preview. A refusal naming a field (a
 * variable the event does not offer, a syntax error with its line) shows on that field.
 */
export function TemplateForm({ channel, catalogue, template, fixedKey, saving, onSave, actions, aside }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateFormValues>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const attachments = useListAttachmentsQuery({ page: 1, limit: 50 }, { skip: channel !== 'email' });
  const keyFixed = Boolean(template ?? fixedKey);
  const initialValues: TemplateFormValues = useMemo(
    () => ({
      country: template?.country ?? fixedKey?.country,
      product: template?.product ?? fixedKey?.product,
      event: template?.event ?? fixedKey?.event,
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      attachment_ids: template?.attachment_ids ?? [],
    }),
    [template, fixedKey],
  );
  const values = Form.useWatch([], form) as Partial<TemplateFormValues> | undefined;
  const current = values ?? initialValues;
  const events = eventsFor(catalogue.events, current.product);
  const event = catalogue.events.find((item) => item.event === current.event);
  const input = useMemo(() => templateInputOf(channel, current), [channel, current]);

  const insertVariable = (name: string) => {
    const area = bodyRef.current?.resizableTextArea?.textArea;
    const text = form.getFieldValue('body') as string;
    const markup = variableMarkup(name);
    const { text: next, caret } = area
      ? insertAt(text, markup, area.selectionStart, area.selectionEnd)
      : { text: text + markup, caret: text.length + markup.length };
    form.setFieldValue('body', next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const submit = async (submitted: TemplateFormValues) => {
    setFailure(null);
    const body = templateInputOf(channel, submitted);
    if (!body) return;
    const refusal = await onSave(body);
    if (!refusal) return;
    const field = FIELDS.find((name) => name === refusal.field);
    if (field && refusal.detail) form.setFields([{ name: field, errors: [refusal.detail] }]);
    else setFailure(refusal);
  };

  const required = [{ required: true, message: t('templates.required') }];
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Form<TemplateFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(submitted) => void submit(submitted)}
          data-testid="template-form"
        >
          {failure && <ErrorAlert error={failure} message={t('templates.saveFailed')} testId="template-form-error" />}
          <Form.Item name="country" label={t('templates.country')} rules={required}>
            <Radio.Group
              optionType="button"
              disabled={keyFixed}
              data-testid="template-country"
              options={TEMPLATE_COUNTRIES.map((code) => ({ value: code, label: t(`coordinates.countries.${code}`) }))}
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              name="product"
              label={t('templates.product')}
              rules={required}
              style={{ minWidth: 200, flex: 1 }}
            >
              <Select
                disabled={keyFixed}
                data-testid="template-product"
                onChange={() => form.setFieldValue('event', undefined)}
                options={TEMPLATE_PRODUCTS.map((code) => ({ value: code, label: t(`coordinates.products.${code}`) }))}
              />
            </Form.Item>
            <Form.Item name="event" label={t('templates.event')} rules={required} style={{ minWidth: 240, flex: 1 }}>
              <Select
                disabled={keyFixed}
                data-testid="template-event"
                options={events.map((item) => ({
                  value: item.event,
                  label: t(`templates.events.${item.event as 'general'}`, { defaultValue: item.event }),
                }))}
              />
            </Form.Item>
          </Flex>
          {channel === 'email' && (
            <Form.Item
              name="subject"
              label={t('templates.subject')}
              rules={[{ required: true, whitespace: true, message: t('templates.required') }]}
            >
              <Input maxLength={200} data-testid="template-subject" />
            </Form.Item>
          )}
          <Form.Item
            name="body"
            label={t('templates.body')}
            extra={t(channel === 'email' ? 'templates.bodyHelpEmail' : 'templates.bodyHelpSms', {
              example: variableMarkup('first_name'),
            })}
            rules={[{ required: true, whitespace: true, message: t('templates.required') }]}
          >
            <Input.TextArea
              ref={bodyRef}
              rows={channel === 'email' ? 12 : 6}
              maxLength={20000}
              data-testid="template-body"
            />
          </Form.Item>
          {event && (
            <Card
              size="small"
              title={t('templates.variables')}
              style={{ marginBottom: 24 }}
              data-testid="template-variables"
            >
              <Typography.Paragraph type="secondary">{t('templates.variablesHelp')}</Typography.Paragraph>
              <Flex gap={8} wrap>
                {event.variables.map((variable) => (
                  <Tooltip key={variable.name} title={variable.link ? t('templates.linkHelp') : variable.sample}>
                    <Tag
                      color={variable.link ? 'blue' : 'default'}
                      style={{ cursor: 'pointer' }}
                      onClick={() => insertVariable(variable.name)}
                      data-testid={`template-variable-${variable.name}`}
                    >
                      {variable.name}
                      {variable.link ? ` (${t('templates.link')})` : ''}
                    </Tag>
                  </Tooltip>
                ))}
              </Flex>
            </Card>
          )}
          {channel === 'email' && (
            <Form.Item name="attachment_ids" label={t('templates.attachments')}>
              <Select
                mode="multiple"
                maxCount={5}
                data-testid="template-attachments"
                loading={attachments.isFetching}
                optionFilterProp="label"
                options={(attachments.data?.items ?? []).map((file) => ({
                  value: file.attachment_id,
                  label: file.file_name,
                }))}
              />
            </Form.Item>
          )}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="template-save">
              {t('templates.save')}
            </Button>
            {actions}
          </Flex>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={24}>
          <TemplatePreview input={input} />
          {aside}
        </Flex>
      </Col>
    </Row>
  );
}
