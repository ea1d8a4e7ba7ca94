import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Statistic,
  Tooltip,
  Typography,
} from 'antd';
import {
  monthlyPremium,
  toApiError,
  useInsuranceByEncryptedIdQuery,
  useMyPagesMeQuery,
  type ConfirmTermsBody,
  type Insurance,
  type InsuranceRule,
  type TermsConfirmed,
} from '@zrm/api';
import { formatMoney, type Currency } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound, useEnumLabel } from '@zrm/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { browser } from '../../browser';
import { onStep } from './premium';
import { insurancePath } from './paths';

const E164 = /^\+[1-9][0-9]{6,14}$/;
const EMAIL = /^[^@\s]+@[^@\s.][^@\s]*\.[^@\s]*[^@\s.]$/;

interface TermsForm {
  insured_amount: number;
  email: string;
  phone_number: string;
  accept: boolean;
}

/** Terms can be accepted while the insurance waits for the customer, or waits for a mandate
 * the customer has not yet approved (they may come back for a new payment page). */
function acceptable(insurance: Insurance): boolean {
  return (
    insurance.substatus === 'WAITING_FOR_CUSTOMER_ACCEPTANCE' ||
    (insurance.substatus === 'WAITING_FOR_BANK' && !insurance.mandate?.reference)
  );
}

/** Accepting the terms: `POST /my-pages/insurance/confirm-terms` or `POST
 * /insurance/api/accept-terms` (one handler on the gateway, the same body and answer). */
export type AcceptTerms = (arg: {
  confirmTermsBody: ConfirmTermsBody;
}) => Promise<{ data: TermsConfirmed } | { error: unknown }>;

export interface InsuranceTermsFormProps {
  /** The link's encrypted insurance id (`?id=`). */
  encryptedId: string;
  /** Where the payment provider returns the customer after approving (a path of this app). */
  successPath: string;
  accept: AcceptTerms;
  accepting: boolean;
}

/**
 * The terms of the insurance a link names (the customer's own: another's is not found): the
 * insurance, the amount within its rule with the premium it costs, the customer's e-mail and
 * phone, the terms to accept; then the browser goes to the payment provider's page to approve
 * the direct debit (an iframe in the page when the provider gives one), which returns to
 * `successPath`, or to this very page when the customer leaves it without approving. Shown by
 * the shell's `/insurance/terms` and the public `/insurances/terms`.
 */
export function InsuranceTermsForm({ encryptedId, successPath, accept, accepting }: InsuranceTermsFormProps) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const location = useLocation();
  const { data: me } = useMyPagesMeQuery();
  const terms = useInsuranceByEncryptedIdQuery({ id: encryptedId }, { skip: !encryptedId });
  const [form] = Form.useForm<TermsForm>();
  const amount = Form.useWatch('insured_amount', form);
  const [iframe, setIframe] = useState<string | null>(null);
  const impersonated = me?.user.impersonate ?? false;

  if (!encryptedId)
    return <Alert type="error" showIcon title={t('mypages.insurance.terms.noId')} data-testid="terms-no-id" />;
  const error = terms.error ? toApiError(terms.error) : null;
  if (error?.status === 404) return <NotFound />;
  if (error) {
    return (
      <ErrorAlert
        error={error}
        message={t('mypages.insurance.terms.loadFailed')}
        onRetry={typeof error.status === 'number' && error.status < 500 ? undefined : () => void terms.refetch()}
        testId="terms-load-error"
      />
    );
  }
  if (!terms.data) return <Skeleton active />;
  const { insurance, rules, customer } = terms.data;
  const rule: InsuranceRule | undefined = rules.find((r) => r.insurance_group === insurance.insurance_group);
  const currency = insurance.premium.currency as Currency;
  const provider = t(`mypages.insurance.provider.${insurance.country === 'NO' ? 'VIPPS' : 'GOCARDLESS'}`);
  const chosen = rule
    ? onStep(amount ?? insurance.insured_amount.minor_units / 100, rule.min_amount, rule.max_amount, rule.amount_step)
    : 0;
  const premium = rule ? monthlyPremium(chosen, rule.premium_rate_ppm) : insurance.premium.minor_units;

  const submit = async (values: TermsForm) => {
    const origin = window.location.origin;
    const result = await accept({
      confirmTermsBody: {
        encrypted_insurance_id: encryptedId,
        success_url: `${origin}${successPath}`,
        fail_url: `${origin}${location.pathname}${location.search}`,
        email: values.email.trim(),
        phone_number: values.phone_number.trim(),
        insured_amount: chosen,
        premium,
      },
    });
    if ('error' in result) {
      notification.error({
        title: t('mypages.insurance.terms.failed'),
        description: toApiError(result.error).detail,
        key: 'insurance-terms',
      });
      return;
    }
    if (result.data.psp_iframe) setIframe(result.data.psp_iframe);
    else if (result.data.psp_external_url) browser.assign(result.data.psp_external_url);
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }} data-testid="insurance-terms-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('mypages.insurance.terms.title')}
      </Typography.Title>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="terms-group">
        {label('insuranceGroups', insurance.insurance_group)}
      </Typography.Title>
      {!acceptable(insurance) ? (
        <Flex vertical gap={12} align="flex-start">
          <Alert
            type="info"
            showIcon
            data-testid="terms-not-open"
            title={t(
              insurance.substatus === 'CANCELED' || insurance.substatus === 'DISCARDED'
                ? 'mypages.insurance.terms.ended'
                : 'mypages.insurance.terms.alreadyAccepted',
            )}
          />
          <Button onClick={() => void navigate(insurancePath(insurance.insurance_id))}>
            {t('mypages.insurance.open')}
          </Button>
        </Flex>
      ) : iframe ? (
        <iframe src={iframe} title={provider} style={{ width: '100%', height: 640, border: 0 }} />
      ) : (
        <Card>
          <Typography.Paragraph>{t('mypages.insurance.terms.intro', { provider })}</Typography.Paragraph>
          <Form<TermsForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{
              insured_amount: insurance.insured_amount.minor_units / 100,
              email: customer.email,
              phone_number: customer.phone_number,
              accept: false,
            }}
            onFinish={(values) => void submit(values)}
          >
            {rule && (
              <Form.Item
                name="insured_amount"
                label={t('mypages.insurance.terms.amount')}
                extra={t('mypages.insurance.terms.amountHelp', {
                  min: formatMoney(rule.min_amount * 100, currency),
                  max: formatMoney(rule.max_amount * 100, currency),
                  step: formatMoney(rule.amount_step * 100, currency),
                })}
              >
                <InputNumber<number>
                  min={rule.min_amount}
                  max={rule.max_amount}
                  step={rule.amount_step}
                  precision={0}
                  style={{ width: 240 }}
                  data-testid="terms-amount"
                  onBlur={(event) => {
                    // Typed off the step or outside the range: the amount shown becomes the one taken.
                    const typed = Number(event.target.value.replace(/\D/g, ''));
                    if (typed > 0) {
                      form.setFieldValue(
                        'insured_amount',
                        onStep(typed, rule.min_amount, rule.max_amount, rule.amount_step),
                      );
                    }
                  }}
                />
              </Form.Item>
            )}
            <Statistic
              title={t('mypages.insurance.terms.premium')}
              value={t('mypages.insurance.perMonth', { amount: formatMoney(premium, currency) })}
              style={{ marginBottom: 24 }}
              valueStyle={{ fontSize: 20 }}
              data-testid="terms-premium"
            />
            <Form.Item
              name="email"
              label={t('mypages.insurance.terms.email')}
              rules={[
                {
                  required: true,
                  pattern: EMAIL,
                  message: t('mypages.insurance.terms.emailInvalid'),
                  transform: (v: string) => v?.trim(),
                },
              ]}
            >
              <Input type="email" autoComplete="email" data-testid="terms-email" />
            </Form.Item>
            <Form.Item
              name="phone_number"
              label={t('mypages.insurance.terms.phone')}
              rules={[
                {
                  required: true,
                  pattern: E164,
                  message: t('mypages.insurance.terms.phoneInvalid'),
                  transform: (v: string) => v?.trim(),
                },
              ]}
            >
              <Input type="tel" autoComplete="tel" data-testid="terms-phone" />
            </Form.Item>
            <Form.Item
              name="accept"
              valuePropName="checked"
              rules={[
                {
                  validator: (_r, v: boolean) =>
                    v ? Promise.resolve() : Promise.reject(new Error(t('mypages.insurance.terms.acceptRequired'))),
                },
              ]}
            >
              <Checkbox data-testid="terms-accept">{t('mypages.insurance.terms.accept')}</Checkbox>
            </Form.Item>
            <Tooltip title={impersonated ? t('mypages.insurance.terms.notOnBehalf') : undefined}>
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                loading={accepting}
                disabled={impersonated}
                data-testid="terms-submit"
              >
                {t('mypages.insurance.terms.submit')}
              </Button>
            </Tooltip>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
