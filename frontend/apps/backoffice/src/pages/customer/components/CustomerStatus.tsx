import { Alert } from 'antd';
import type { Customer } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/** The banner of an erased or blocked customer (erased wins: an erased customer is not contacted either). */
export function CustomerStatus({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  if (customer.erased_at) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="customer-erased"
        title={t('customer.erasedBanner', { at: formatDateTime(customer.erased_at, customer.country) })}
      />
    );
  }
  if (customer.blocked_at) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="customer-blocked"
        title={t('customer.blockedSince', { at: formatDateTime(customer.blocked_at, customer.country) })}
        description={customer.block_reason ? t('customer.blockedReason', { reason: customer.block_reason }) : undefined}
      />
    );
  }
  return null;
}
