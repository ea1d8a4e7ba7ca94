import { App, Button, Card, Descriptions, Flex, Form, InputNumber, Skeleton, Table, Tag, Typography } from 'antd';
import {
  toApiError,
  useCalculateTaxMutation,
  useKalpSettingsQuery,
  useTaxRulesQuery,
  useUpdateKalpSettingsMutation,
  type ApiError,
  type KalpSettings,
} from '@zrm/api';
import { currencyOf, formatDateTime, formatInterestRate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { useActiveCountry, type MortgageCountry } from '../../layout/coordinates';

const AMOUNTS = [
  'living_cost_first_adult',
  'living_cost_other_adult',
  'living_cost_child',
  'operating_cost_apartment',
  'operating_cost_house',
] as const;
const RATES = [
  { field: 'stress_interest_rate_bp', max: 3_000 },
  { field: 'amortization_rate_bp', max: 1_000 },
] as const;
type SettingsForm = Record<(typeof AMOUNTS)[number], number> & Record<(typeof RATES)[number]['field'], number>;


/** The settings of one country: amounts in whole kronor, rates in percent (kept as basis points). */
function SettingsEditor({ country, settings }: { country: MortgageCountry; settings: KalpSettings }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [update, updating] = useUpdateKalpSettingsMutation();

  const save = async (values: SettingsForm) => {
    setFailure(null);
    const result = await update({
      country,
      updateKalpSettingsRequest: {
        version: settings.version,
        ...Object.fromEntries(AMOUNTS.map((field) => [field, values[field]])),
        // Percent with two decimals in the form; basis points on the wire.
        ...Object.fromEntries(RATES.map(({ field }) => [field, Math.round(values[field] * 100)])),
      } as SettingsForm & { version: number },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = [...AMOUNTS, ...RATES.map(({ field: rate }) => rate)].find((name) => name === error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('budgetSettings.saved'), key: 'budget-settings' });
  };

  return (
    <Flex vertical gap={12}>
      {failure && <ErrorAlert error={failure} message={t('budgetSettings.failed')} testId="budget-settings-error" />}
      <Form<SettingsForm>
        key={`${country}-${settings.version}`}
        form={form}
        layout="vertical"
        initialValues={{
          ...Object.fromEntries(AMOUNTS.map((field) => [field, settings[field]])),
          ...Object.fromEntries(RATES.map(({ field }) => [field, settings[field] / 100])),
        }}
        onFinish={(values) => void save(values)}
        style={{ maxWidth: 640 }}
      >
        <Flex gap={16} wrap>
          {AMOUNTS.map((field) => (
            <Form.Item key={field} name={field} label={t(`budgetSettings.fields.${field}`)} rules={[{ required: true }]}>
              <InputNumber
                min={0}
                max={1_000_000}
                precision={0}
                addonAfter={currencyOf(country)}
                style={{ width: 200 }}
                data-testid={`budget-setting-${field}`}
              />
            </Form.Item>
          ))}
          {RATES.map(({ field, max }) => (
            <Form.Item key={field} name={field} label={t(`budgetSettings.fields.${field}`)} rules={[{ required: true }]}>
              <InputNumber min={0} max={max / 100} precision={2} step={0.25} addonAfter="%" style={{ width: 200 }} data-testid={`budget-setting-${field}`} />
            </Form.Item>
          ))}
        </Flex>
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" loading={updating.isLoading} data-testid="budget-settings-save">
            {t('customer.save')}
          </Button>
          <Typography.Text type="secondary" data-testid="budget-settings-updated">
            {t('budgetSettings.updatedAt', { at: formatDateTime(settings.updated_at, country) })}
          </Typography.Text>
        </Flex>
      </Form>
    </Flex>
  );
}

/** The income-tax rules of the country and the tax on a salary, as the budget uses them. */
function Taxes({ country }: { country: MortgageCountry }) {
  const { t } = useTranslation();
  const { data: rules, error, refetch } = useTaxRulesQuery({ country });
  const [income, setIncome] = useState<number | null>(480_000);
  const [calculate, calculation] = useCalculateTaxMutation();
  const money = (amount: number) => formatMoney(amount * 100, currencyOf(country));
  const result = calculation.data?.country === country ? calculation.data : undefined;

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="tax-rules-error" />;
  if (!rules) return <Skeleton active />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('budgetSettings.taxYear', { year: rules.year })}</Typography.Text>
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid="tax-rules"
        items={[
          ...rules.rules.map((rule) => ({
            key: rule.code,
            label: t(`budgetSettings.taxRules.${rule.code as 'municipal_rate'}`, rule.code),
            children: rule.amount != null ? money(rule.amount) : formatInterestRate(rule.rate_bp ?? 0),
          })),
          ...rules.brackets.map((bracket) => ({
            key: `bracket-${bracket.from}`,
            label: t('budgetSettings.bracket', { from: money(bracket.from) }),
            children: formatInterestRate(bracket.rate_bp),
          })),
        ]}
      />
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('budgetSettings.yearlyIncome')}</Typography.Text>
        <InputNumber
          min={0}
          max={1_200_000_000}
          precision={0}
          value={income}
          onChange={setIncome}
          addonAfter={currencyOf(country)}
          data-testid="tax-income"
        />
        <Button
          loading={calculation.isLoading}
          onClick={() => void calculate({ taxCalculationRequest: { country, yearly_income: income ?? 0 } })}
          data-testid="tax-calculate"
        >
          {t('application.budget.calculate')}
        </Button>
      </Flex>
      {result && (
        <Table
          size="small"
          pagination={false}
          showHeader={false}
          rowKey="key"
          data-testid="tax-result"
          dataSource={[
            ...result.deductions.map((line) => ({ key: line.code, label: t(`budgetSettings.lines.${line.code as 'basic_deduction'}`, line.code), amount: line.amount })),
            { key: 'taxable', label: t('budgetSettings.taxable'), amount: result.taxable_income },
            ...result.taxes.map((line) => ({ key: line.code, label: t(`budgetSettings.lines.${line.code as 'state_tax'}`, line.code), amount: line.amount })),
            { key: 'net-monthly', label: t('budgetSettings.netMonthly'), amount: result.net_monthly },
          ]}
          columns={[
            { key: 'label', dataIndex: 'label' },
            { key: 'amount', align: 'right', render: (_, row: { key: string; amount: number }) => <span data-testid={`tax-${row.key}`}>{money(row.amount)}</span> },
          ]}
        />
      )}
    </Flex>
  );
}

/**
 * /mortgage/budget-settings (mortgage admins): the household-budget ("Left to live") settings of
 * the active coordinate's country (another country: switch coordinates), changed under their
 * version, and the tax rules the budget uses with a salary calculator. The spec names no such
 * page; the figures are core's (services/core/src/calculations/README.md).
 */
export function BudgetSettingsPage() {
  const { t } = useTranslation();
  const country = useActiveCountry();
  const { data: settings, error, refetch } = useKalpSettingsQuery({ country });

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t('budgetSettings.title')}
          </Typography.Title>
          <Tag data-testid="budget-settings-country" data-country={country}>
            {t(`enums.countries.${country}`)}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{t('budgetSettings.intro')}</Typography.Text>
        {error ? (
          <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="budget-settings-load-error" />
        ) : settings ? (
          <SettingsEditor country={country} settings={settings} />
        ) : (
          <Skeleton active />
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('budgetSettings.taxesTitle')}
        </Typography.Title>
        <Taxes country={country} />
      </Flex>
    </Card>
  );
}
