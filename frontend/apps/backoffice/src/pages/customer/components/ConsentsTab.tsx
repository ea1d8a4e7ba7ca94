import { App, Button, Card, Descriptions, Flex, Skeleton, Switch } from 'antd';
import {
  toApiError,
  useCustomerConsentsQuery,
  useRenewDebtRegisterConsentMutation,
  useUpdateConsentsMutation,
  type Consents,
  type Customer,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import type { ReactElement } from 'react';

type MarketingConsent = 'customer_club_marketing' | 'email_marketing' | 'sms_marketing';
type ConsentChange = Partial<Record<MarketingConsent | 'debt_register', boolean>>;

const MARKETING = [
  { key: 'customer_club_marketing', label: 'customer.consents.customerClub' },
  { key: 'email_marketing', label: 'customer.consents.email' },
  { key: 'sms_marketing', label: 'customer.consents.sms' },
] as const satisfies readonly { key: MarketingConsent; label: string }[];

/**
 * The marketing consents as switches (each change saved at once and kept in the history), and for
 * Norwegian customers the debt-register consent with its dates and a renewal.
 */
export function ConsentsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const id = customer.customer_id;
  const { data: consents, error, refetch } = useCustomerConsentsQuery({ id });
  const [update, updating] = useUpdateConsentsMutation();
  const [renew, renewing] = useRenewDebtRegisterConsentMutation();
  const readOnly = Boolean(customer.erased_at);
  const at = (value: string | null | undefined) => (value ? formatDateTime(value, customer.country) : t('customer.consents.never'));

  const change = async (changed: ConsentChange) => {
    const result = await update({ updateConsentsRequest: { customer_id: id, ...changed } });
    if ('error' in result && result.error) {
      notification.error({ title: t('customer.consents.changeFailed'), description: toApiError(result.error).detail, key: 'consent' });
      return;
    }
    notification.success({ title: t('customer.consents.changed'), key: 'consent' });
  };

  const renewDebtRegister = async () => {
    const result = await renew({ customerIdRequest: { customer_id: id } });
    if ('error' in result && result.error) {
      notification.error({ title: t('customer.consents.changeFailed'), description: toApiError(result.error).detail, key: 'consent' });
      return;
    }
    notification.success({ title: t('customer.consents.renewed'), key: 'consent' });
  };

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="consents-error" />;
  if (!consents) return <Skeleton active />;

  const toggle = (key: keyof ConsentChange, checked: boolean, testId: string) => (
    <Switch
      checked={checked}
      disabled={readOnly}
      loading={updating.isLoading && updating.originalArgs?.updateConsentsRequest[key] !== undefined}
      onChange={(on) => void change({ [key]: on })}
      data-testid={testId}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('customer.consents.title')}>
        <Descriptions
          column={1}
          data-testid="consents"
          items={[
            ...MARKETING.map(({ key, label }) => ({
              key,
              label: t(label),
              children: toggle(key, consents[key], `consent-${key}`),
            })),
            { key: 'popup', label: t('customer.consents.popupDismissed'), children: at(consents.consents_popup_dismissed_at) },
            { key: 'changed', label: t('customer.consents.lastChanged'), children: at(consents.updated_at) },
          ]}
        />
      </Card>
      {customer.country === 'NO' && (
        <DebtRegister
          consents={consents}
          at={at}
          toggle={toggle}
          readOnly={readOnly}
          renewing={renewing.isLoading}
          onRenew={renewDebtRegister}
        />
      )}
    </Flex>
  );
}

interface DebtRegisterProps {
  consents: Consents;
  at: (value: string | null | undefined) => string;
  toggle: (key: 'debt_register', checked: boolean, testId: string) => ReactElement;
  readOnly: boolean;
  renewing: boolean;
  onRenew: () => Promise<void>;
}

function DebtRegister({ consents, at, toggle, readOnly, renewing, onRenew }: DebtRegisterProps) {
  const { t } = useTranslation();
  const { given, given_at, renewed_at } = consents.debt_register;
  return (
    <Card
      size="small"
      title={t('customer.consents.debtRegister')}
      extra={
        given && !readOnly ? (
          <Button size="small" loading={renewing} onClick={() => void onRenew()} data-testid="debt-register-renew">
            {t('customer.consents.renew')}
          </Button>
        ) : undefined
      }
    >
      <Descriptions
        column={1}
        data-testid="debt-register-consent"
        items={[
          { key: 'given', label: t('customer.consents.debtRegisterGiven'), children: toggle('debt_register', given, 'consent-debt_register') },
          { key: 'given_at', label: t('customer.consents.givenAt'), children: at(given_at) },
          { key: 'renewed_at', label: t('customer.consents.renewedAt'), children: at(renewed_at) },
        ]}
      />
    </Card>
  );
}
