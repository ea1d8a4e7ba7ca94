import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Form, InputNumber, Typography } from 'antd';
import {
  monthlyPremium,
  toApiError,
  useCreateInsuranceMutation,
  useInsuranceRulesQuery,
  useSignUpEligibilityQuery,
  type ApiError,
  type InsuranceGroup,
  type InsuranceRule,
} from '@zrm/api';
import { formatMoney, currencyOf } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { CustomerName, ErrorAlert, useEnumLabel } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { NewRecordPage } from '../../components/NewRecordPage';
import { useActiveCountry } from '../../layout/coordinates';
import { insurancePath } from './access';
import { SignUpRefused } from './SignUpRefused';
import { formatKronor } from './money';

interface NewInsuranceForm {
  customer_id: number | null;
  insured_amount: number | null;
}

const FIELDS = ['customer_id', 'insured_amount'] as const;

interface AmountBounds {
  min: number;
  /** Unknown when the rules could not be loaded for a life sum (the server still checks it). */
  max: number | null;
  step: number;
  /** What an empty field gives; unknown without the rules. */
  fallback: number | null;
}

/** The amounts the group's rule allows; without the rule, the documented limits. */
function amountBounds(group: InsuranceGroup, rule: InsuranceRule | undefined): AmountBounds {
  if (rule)
    return { min: rule.min_amount, max: rule.max_amount, step: rule.amount_step, fallback: rule.default_amount };
  if (group === 'LIFE_INSURANCE') return { min: 10_000, max: null, step: 10_000, fallback: null };
  return { min: 1_000, max: 10_000, step: 100, fallback: null };
}

/** The monthly premium of an amount under the rule. */
const premiumOfRule = (amount: number, rule: InsuranceRule) => monthlyPremium(amount, rule.premium_rate_ppm);

const customerIdOf = (value: string | null): number | null =>
  value && /^\d{1,15}$/.test(value) && Number(value) >= 1 ? Number(value) : null;

/**
 * /insurance/tf/new, /insurance/accident/new, /insurance/life/new: one insurance sold to a
 * customer, of the page's group. The amount is optional (empty: the rule's default) and checked
 * against the rule of the active country; the customer is named under the id once it is entered.
 * A refusal naming a field shows on it; the insurance opens once created, waiting for the customer.
 * Once the customer id is entered, the page asks whether the customer can get the insurance and
 * shows every reason not (with the open insurance to go to) before the form is filled.
 */
export function NewInsurancePage({ group }: { group: InsuranceGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enumLabel = useEnumLabel();
  const { notification } = App.useApp();
  const country = useActiveCountry();
  const [params] = useSearchParams();
  const [form] = Form.useForm<NewInsuranceForm>();
  const [lookupId, setLookupId] = useState<number | null>(() => customerIdOf(params.get('customer_id')));
  const [failure, setFailure] = useState<ApiError | null>(null);
  const amount = Form.useWatch('insured_amount', form);
  const rules = useInsuranceRulesQuery({ country });
  const rule = rules.data?.rules.find((candidate) => candidate.insurance_group === group);
  const notSold = rules.isSuccess && (!rule || rule.max_amount === 0);
  const bounds = amountBounds(group, rule);
  const kronor = (value: number) => formatKronor(value, country);
  const [create, creating] = useCreateInsuranceMutation();
  // Asked once the customer is known, so the seller learns why before filling in the form; the
  // sale itself checks the same again.
  const eligibility = useSignUpEligibilityQuery(lookupId !== null ? { customerId: lookupId, group } : skipToken);
  const refused = eligibility.data && !eligibility.data.can_sign_up ? eligibility.data : null;
  // An unknown customer is told under the id (CustomerName); other failures here.
  const eligibilityFailed = eligibility.isError && toApiError(eligibility.error).status !== 404;

  const submit = async (values: NewInsuranceForm) => {
    setFailure(null);
    if (values.customer_id === null) return;
    const result = await create({
      createInsuranceBody: {
        customer_id: values.customer_id,
        insurance_group: group,
        insured_amount: values.insured_amount ?? null,
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = FIELDS.find((name) => name === error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    const id = result.data.insurance_id;
    notification.success({ title: t('insurance.form.created', { id }), key: 'insurance-created' });
    void navigate(insurancePath(id));
  };

  const validateAmount = (_: unknown, value: number | null | undefined) => {
    if (value === null || value === undefined) return Promise.resolve();
    if (value < bounds.min || (bounds.max !== null && value > bounds.max)) {
      const max = bounds.max === null ? '' : kronor(bounds.max);
      return Promise.reject(new Error(t('insurance.form.amountOutOfRange', { min: kronor(bounds.min), max })));
    }
    if (!Number.isInteger(value) || value % bounds.step !== 0) {
      return Promise.reject(new Error(t('insurance.form.amountOffStep', { step: kronor(bounds.step) })));
    }
    return Promise.resolve();
  };

  const premiumAmount = typeof amount === 'number' ? amount : bounds.fallback;
  const premium =
    rule &&
    premiumAmount !== null &&
    premiumAmount >= bounds.min &&
    (bounds.max === null || premiumAmount <= bounds.max)
      ? formatMoney(premiumOfRule(premiumAmount, rule), currencyOf(country))
      : null;

  return (
    <NewRecordPage title={t(`insurance.newTitle.${group}`)}>
      {notSold && (
        <Alert
          type="warning"
          showIcon
          title={t('insurance.form.notSold', { country: enumLabel('countries', country) })}
          data-testid="insurance-new-not-sold"
        />
      )}
      {rules.isError && <Alert type="info" showIcon title={t('insurance.form.rulesFailed')} />}
      {refused && <SignUpRefused eligibility={refused} />}
      {eligibilityFailed && (
        <Alert
          type="info"
          showIcon
          title={t('insurance.form.eligibilityFailed')}
          data-testid="insurance-new-eligibility-failed"
        />
      )}
      {failure && <ErrorAlert error={failure} message={t('insurance.form.failed')} testId="insurance-new-error" />}
      <Form<NewInsuranceForm>
        form={form}
        layout="vertical"
        initialValues={{ customer_id: lookupId, insured_amount: null }}
        onFinish={(values) => void submit(values)}
        data-testid="insurance-new-form"
      >
        <Form.Item
          name="customer_id"
          label={t('insurance.form.customerId')}
          rules={[{ required: true, type: 'integer', min: 1, message: t('insurance.form.customerIdRequired') }]}
          extra={
            lookupId !== null ? (
              <Typography.Text>
                <CustomerName customerId={lookupId} testId="insurance-new-customer-name" />
              </Typography.Text>
            ) : undefined
          }
        >
          <InputNumber<number>
            precision={0}
            controls={false}
            style={{ width: 200 }}
            onBlur={(event) => setLookupId(customerIdOf(event.target.value.replace(/\s/g, '')))}
            data-testid="insurance-new-customer-id"
          />
        </Form.Item>
        <Form.Item
          name="insured_amount"
          label={t(group === 'LIFE_INSURANCE' ? 'insurance.form.sum' : 'insurance.form.amount')}
          rules={[{ validator: validateAmount }]}
          extra={
            bounds.max !== null && bounds.fallback !== null
              ? t('insurance.form.amountHelp', {
                  min: kronor(bounds.min),
                  max: kronor(bounds.max),
                  step: kronor(bounds.step),
                  default: kronor(bounds.fallback),
                })
              : undefined
          }
        >
          <InputNumber<number>
            step={bounds.step}
            precision={0}
            placeholder={bounds.fallback !== null ? String(bounds.fallback) : undefined}
            style={{ width: 200 }}
            suffix="kr"
            data-testid="insurance-new-amount"
          />
        </Form.Item>
        {premium && (
          <Typography.Paragraph type="secondary" data-testid="insurance-new-premium">
            {t('insurance.form.premium', { amount: premium })}
          </Typography.Paragraph>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={creating.isLoading}
          disabled={notSold || refused !== null}
          data-testid="insurance-new-submit"
        >
          {t('insurance.form.submit')}
        </Button>
      </Form>
    </NewRecordPage>
  );
}
