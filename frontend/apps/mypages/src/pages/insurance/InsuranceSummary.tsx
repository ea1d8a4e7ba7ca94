import { Descriptions } from 'antd';
import type { Insurance } from '@zrm/api';
import { formatDate, formatMoney, type Currency } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { StatusBadge, insuranceStatusTone, useEnumLabel } from '@zrm/ui';

/** What a customer sees of an insurance: status, amounts, dates and how the premium is paid. */
export function InsuranceSummary({ insurance, testId }: { insurance: Insurance; testId?: string }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const money = (amount: Insurance['premium']) => formatMoney(amount.minor_units, amount.currency as Currency);
  const life = insurance.insurance_group === 'LIFE_INSURANCE';
  const items = [
    {
      key: 'status',
      label: t('mypages.insurance.status'),
      children: (
        <StatusBadge
          tone={insuranceStatusTone(insurance.substatus)}
          text={label('insuranceSubstatuses', insurance.substatus)}
          testId="insurance-status"
        />
      ),
    },
    {
      key: 'amount',
      label: t(life ? 'mypages.insurance.insuredSum' : 'mypages.insurance.insuredMonthly'),
      children: <span data-testid="insurance-amount">{money(insurance.insured_amount)}</span>,
    },
    {
      key: 'premium',
      label: t('mypages.insurance.premium'),
      children: (
        <span data-testid="insurance-premium">
          {t('mypages.insurance.perMonth', { amount: money(insurance.premium) })}
        </span>
      ),
    },
    { key: 'number', label: t('mypages.insurance.number'), children: insurance.insurance_id },
    insurance.signupDate
      ? {
          key: 'signup',
          label: t('mypages.insurance.signedUp'),
          children: formatDate(insurance.signupDate, insurance.country),
        }
      : {
          key: 'offered',
          label: t('mypages.insurance.offered'),
          children: formatDate(insurance.dateCreated, insurance.country),
        },
  ];
  if (insurance.cancelled_at) {
    items.push({
      key: 'cancelled',
      label: t('mypages.insurance.cancelled'),
      children: formatDate(insurance.cancelled_at, insurance.country),
    });
  }
  if (insurance.mandate) {
    items.push({
      key: 'mandate',
      label: t('mypages.insurance.directDebit'),
      children: t(`mypages.insurance.provider.${insurance.mandate.provider === 'VIPPS' ? 'VIPPS' : 'GOCARDLESS'}`),
    });
  }
  return <Descriptions column={1} size="small" items={items} data-testid={testId} />;
}
