import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Tooltip } from 'antd';
import { toApiError, useLazyLastVippsChargeQuery, type Insurance, type VippsCharge } from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { formatInsuranceMoney } from './money';

/** The charge as Vipps has it now: its id and status word, the amounts and the month it is for. */
function VippsChargeDetails({ charge, country }: { charge: VippsCharge; country: string }) {
  const { t } = useTranslation();
  const items = [
    { key: 'id', label: t('insurance.vipps.chargeId'), children: charge.charge_id },
    { key: 'status', label: t('insurance.vipps.status'), children: charge.status },
    { key: 'amount', label: t('insurance.vipps.amount'), children: formatInsuranceMoney(charge.amount) },
    { key: 'due', label: t('insurance.vipps.due'), children: formatDate(charge.due, country) },
    { key: 'period', label: t('insurance.vipps.period'), children: formatDate(charge.period_start, country) },
    { key: 'captured', label: t('insurance.vipps.captured'), children: formatInsuranceMoney(charge.captured) },
    { key: 'refunded', label: t('insurance.vipps.refunded'), children: formatInsuranceMoney(charge.refunded) },
    ...(charge.failure_reason
      ? [{ key: 'failure', label: t('insurance.vipps.failureReason'), children: charge.failure_reason }]
      : []),
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        children: <span data-testid={`vipps-charge-${item.key}`}>{item.children}</span>,
      }))}
    />
  );
}

/**
 * "Latest Vipps charge": fetched from Vipps each time it is opened. The service answers 409 when
 * there is no charge to show (nothing billed yet): its reason is shown as information, not as a
 * failure.
 */
export function LastVippsCharge({ insurance, admin }: { insurance: Insurance; admin: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fetchCharge, charge] = useLazyLastVippsChargeQuery();
  const error = charge.error && !charge.isFetching ? toApiError(charge.error) : null;

  const show = () => {
    setOpen(true);
    void fetchCharge({ id: insurance.insurance_id });
  };

  return (
    <>
      <Tooltip title={admin ? undefined : t('insurance.vipps.notAdmin')}>
        <Button disabled={!admin} onClick={show} data-testid="vipps-last-charge">
          {t('insurance.vipps.lastCharge')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('insurance.vipps.lastChargeTitle', { id: insurance.insurance_id })}
        onCancel={() => setOpen(false)}
        footer={
          <Button onClick={() => setOpen(false)} data-testid="vipps-last-charge-close">
            {t('common.close')}
          </Button>
        }
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="vipps-last-charge-modal">
          {charge.isFetching && <Skeleton active paragraph={{ rows: 4 }} />}
          {error?.status === 409 && error.detail ? (
            <Alert type="info" showIcon title={error.detail} data-testid="vipps-last-charge-none" />
          ) : (
            error && (
              <ErrorAlert
                error={error}
                message={t('insurance.vipps.loadFailed')}
                onRetry={show}
                testId="vipps-last-charge-error"
              />
            )
          )}
          {charge.data && !charge.isFetching && !error && (
            <VippsChargeDetails charge={charge.data} country={insurance.country} />
          )}
        </Flex>
      </Modal>
    </>
  );
}
