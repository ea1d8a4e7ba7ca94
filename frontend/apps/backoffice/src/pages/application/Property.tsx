import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Descriptions, Empty, Flex, Form, Input, InputNumber, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import {
  toApiError,
  useCreatePropertyMutation,
  useGetPropertyQuery,
  useUpdatePropertyMutation,
  useValuatePropertyMutation,
  type ApiError,
  type Application,
  type Property as PropertyData,
  type PropertyType,
} from '@zrm/api';
import { currencyOf, formatDateTime, formatMoney, formatPostalCode } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

const PROPERTY_TYPES: readonly PropertyType[] = ['APARTMENT', 'HOUSE', 'TOWNHOUSE', 'HOLIDAY_HOME'];
const FIELDS = ['property_type', 'street_address', 'postal_code', 'city', 'living_area_m2', 'estimated_value', 'monthly_fee'] as const;
type Field = (typeof FIELDS)[number];

interface PropertyForm {
  property_type: PropertyType;
  street_address: string;
  postal_code: string;
  city: string;
  living_area_m2: number | null;
  estimated_value: number | null;
  monthly_fee: number | null;
}

const CONFIDENCE_COLOURS = { HIGH: 'green', MEDIUM: 'gold', LOW: 'red' } as const;

/** The property form, for a new property or a change of the one read (its version sent along). */
function PropertyEditor({
  application,
  property,
  open,
  onClose,
}: {
  application: Application;
  property: PropertyData | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<PropertyForm>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [create, creating] = useCreatePropertyMutation();
  const [update, updating] = useUpdatePropertyMutation();
  const swedish = application.country === 'SE';

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: PropertyForm) => {
    setFailure(null);
    const body = {
      property_type: values.property_type,
      street_address: values.street_address,
      postal_code: values.postal_code,
      city: values.city,
      living_area_m2: values.living_area_m2 ?? null,
      estimated_value: values.estimated_value ?? null,
      monthly_fee: values.monthly_fee ?? null,
    };
    const result = property
      ? await update({ applicationId: application.application_id, savePropertyRequest: { ...body, version: property.version } })
      : await create({ applicationId: application.application_id, savePropertyRequest: body });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = FIELDS.find((name: Field) => name === error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('application.property.saved'), key: 'property' });
    close();
  };

  return (
    <Modal
      open={open}
      title={t(property ? 'application.property.edit' : 'application.property.add')}
      okText={t('customer.save')}
      okButtonProps={{ 'data-testid': 'property-save' }}
      cancelText={t('common.cancel')}
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {failure && <ErrorAlert error={failure} message={t('application.property.saveFailed')} testId="property-error" />}
        <Form<PropertyForm>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={
            property
              ? {
                  property_type: property.property_type,
                  street_address: property.street_address,
                  postal_code: formatPostalCode(property.postal_code, application.country),
                  city: property.city,
                  living_area_m2: property.living_area_m2 ?? null,
                  estimated_value: property.estimated_value ?? null,
                  monthly_fee: property.monthly_fee ?? null,
                }
              : { property_type: 'APARTMENT' }
          }
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="property_type" label={t('application.property.type')} rules={[{ required: true }]}>
            <Select
              data-testid="property-type"
              options={PROPERTY_TYPES.map((kind) => ({ value: kind, label: t(`application.property.types.${kind}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="street_address"
            label={t('application.property.street')}
            rules={[{ required: true, whitespace: true, message: t('application.property.streetRequired') }, { max: 200 }]}
          >
            <Input data-testid="property-street" autoComplete="off" />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item
              name="postal_code"
              label={t('application.property.postalCode')}
              style={{ width: 140 }}
              rules={[
                {
                  required: true,
                  pattern: swedish ? /^\s*\d{3} ?\d{2}\s*$/ : /^\s*\d{4}\s*$/,
                  message: t(swedish ? 'application.property.postalCodeSe' : 'application.property.postalCodeNo'),
                },
              ]}
            >
              <Input data-testid="property-postal-code" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="city"
              label={t('application.property.city')}
              style={{ flex: 1 }}
              rules={[{ required: true, whitespace: true, message: t('application.property.cityRequired') }, { max: 100 }]}
            >
              <Input data-testid="property-city" autoComplete="off" />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item name="living_area_m2" label={t('application.property.livingArea')}>
              <InputNumber min={1} max={10_000} precision={0} data-testid="property-area" />
            </Form.Item>
            <Form.Item name="estimated_value" label={t('application.property.estimatedValue')}>
              <InputNumber min={1} max={1_000_000_000} precision={0} style={{ width: 180 }} data-testid="property-estimate" />
            </Form.Item>
            <Form.Item name="monthly_fee" label={t('application.property.monthlyFee')}>
              <InputNumber min={0} max={1_000_000} precision={0} data-testid="property-fee" />
            </Form.Item>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}

/**
 * The property the application is for: what the advisor entered and the valuation provider's
 * market value with its interval. "Value property" asks the provider again; moving the property
 * to another address drops the old valuation (core does).
 */
export function Property({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [editing, setEditing] = useState(false);
  // Without a property there is nothing to read (and no 404 to show in the console).
  const { data: property, error, isLoading, refetch } = useGetPropertyQuery(
    application.has_property ? { applicationId: application.application_id } : skipToken,
  );
  const [valuate, valuating] = useValuatePropertyMutation();
  const apiError = error ? toApiError(error) : null;
  const active = application.status === 'ACTIVE';
  const currency = currencyOf(application.country);
  const money = (amount: number | null | undefined) => (amount == null ? '-' : formatMoney(amount * 100, currency));

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (apiError) return <ErrorAlert error={apiError} onRetry={() => void refetch()} testId="property-load-error" />;
  const shown = application.has_property ? property : undefined;

  const runValuation = async () => {
    const result = await valuate({ applicationId: application.application_id });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.property.valuationFailed'), description: toApiError(result.error).detail, key: 'valuation' });
      return;
    }
    notification.success({ title: t('application.property.valued'), key: 'valuation' });
  };

  const editor = <PropertyEditor application={application} property={shown} open={editing} onClose={() => setEditing(false)} />;
  if (!shown) {
    return (
      <Flex vertical gap={8} align="flex-start" data-testid="property">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('application.property.none')} />
        {active && (
          <Button size="small" onClick={() => setEditing(true)} data-testid="property-add">
            {t('application.property.add')}
          </Button>
        )}
        {editor}
      </Flex>
    );
  }

  const valuation = shown.valuation;
  return (
    <Flex vertical gap={8} data-testid="property">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'type', label: t('application.property.type'), children: <span data-testid="property-type-shown">{t(`application.property.types.${shown.property_type}`)}</span> },
          {
            key: 'address',
            label: t('application.property.address'),
            children: (
              <span data-testid="property-address">
                {shown.street_address}, {formatPostalCode(shown.postal_code, application.country)} {shown.city}
              </span>
            ),
          },
          { key: 'area', label: t('application.property.livingArea'), children: shown.living_area_m2 == null ? '-' : `${shown.living_area_m2} m²` },
          { key: 'estimate', label: t('application.property.estimatedValue'), children: money(shown.estimated_value) },
          { key: 'fee', label: t('application.property.monthlyFee'), children: <span data-testid="property-fee-shown">{money(shown.monthly_fee)}</span> },
          {
            key: 'valuation',
            label: t('application.property.marketValue'),
            children: valuation ? (
              <Flex vertical gap={2} data-testid="property-valuation">
                <Flex gap={8} align="center">
                  <Typography.Text strong data-testid="property-market-value">
                    {money(valuation.market_value)}
                  </Typography.Text>
                  <Tag color={CONFIDENCE_COLOURS[valuation.confidence]}>{t(`application.property.confidence.${valuation.confidence}`)}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {t('application.property.interval', { low: money(valuation.low), high: money(valuation.high) })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('application.property.valuedAt', { at: formatDateTime(valuation.valued_at, application.country) })}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary" data-testid="property-valuation">
                {t('application.property.notValued')}
              </Typography.Text>
            ),
          },
        ]}
      />
      {active && (
        <Flex gap={8}>
          <Button size="small" onClick={() => setEditing(true)} data-testid="property-edit">
            {t('application.property.edit')}
          </Button>
          <Button size="small" loading={valuating.isLoading} onClick={() => void runValuation()} data-testid="property-valuate">
            {t('application.property.valuate')}
          </Button>
        </Flex>
      )}
      {editor}
    </Flex>
  );
}
