import { Flex, Popover, Typography } from 'antd';
import type { Payment } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { StaffMember } from './StaffMember';
import { formatInsuranceMoney } from './money';

/** Each refund of a payment on its own line: the amount, who refunded it, when, the provider's status. */
function RefundList({ payment, country }: { payment: Payment; country: string }) {
  return (
    <Flex vertical gap={4} data-testid={`insurance-payment-refunds-${payment.payment_id}`}>
      {payment.refunds.map((refund) => (
        <div key={refund.refund_id} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatInsuranceMoney(refund.amount)}
          </Typography.Text>{' '}
          · <StaffMember id={refund.requested_by} /> · {formatDateTime(refund.created_at, country)}{' '}
          <Typography.Text type="secondary">({refund.provider_status})</Typography.Text>
        </div>
      ))}
    </Flex>
  );
}

/** What has been refunded of a payment, its refunds listed on hover or focus; a dash when none. */
export function RefundedAmount({ payment, country }: { payment: Payment; country: string }) {
  const { t } = useTranslation();
  const testId = `insurance-payment-refunded-${payment.payment_id}`;
  if (payment.refunds.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('insurance.detail.none')}
      </Typography.Text>
    );
  }
  return (
    <Popover
      trigger={['hover', 'focus']}
      title={t('insurance.payments.refundsTitle')}
      content={<RefundList payment={payment} country={country} />}
    >
      <Typography.Text
        tabIndex={0}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', borderBottom: '1px dotted', cursor: 'help' }}
        data-testid={testId}
      >
        {formatInsuranceMoney(payment.refunded)}
      </Typography.Text>
    </Popover>
  );
}
