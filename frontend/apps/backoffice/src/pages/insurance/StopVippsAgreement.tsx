import { App, Button, Flex, Modal, Tooltip, Typography } from 'antd';
import { toApiError, useStopVippsAgreementMutation, type ApiError, type Insurance, type Mandate } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { hasEnded } from './CancelInsurance';

/** Vipps's words for an agreement that can no longer be stopped. */
const AGREEMENT_OVER = new Set(['STOPPED', 'EXPIRED']);

type StopBlocked = 'notAdmin' | 'ended' | 'noAgreement' | 'notActive';

/** Why the agreement cannot be stopped, or null when it can. Display only: the service decides. */
function stopBlocked(insurance: Insurance, mandate: Mandate, admin: boolean): StopBlocked | null {
  if (!admin) return 'notAdmin';
  if (hasEnded(insurance.substatus)) return 'ended';
  if (!mandate.reference) return 'noAgreement';
  if (AGREEMENT_OVER.has(mandate.provider_status.toUpperCase())) return 'notActive';
  return null;
}

interface StopVippsAgreementProps {
  insurance: Insurance;
  mandate: Mandate;
  admin: boolean;
}

/**
 * "Stop the Vipps agreement", after a confirmation saying what it means for the customer. The
 * insurance's own agreement id goes along, so an agreement replaced meanwhile is not stopped by
 * mistake (the service refuses it). Disabled, its tooltip saying why, when it cannot be stopped.
 */
export function StopVippsAgreement({ insurance, mandate, admin }: StopVippsAgreementProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [stopAgreement, stopping] = useStopVippsAgreementMutation();
  const blocked = stopBlocked(insurance, mandate, admin);

  const close = () => {
    setFailure(null);
    setOpen(false);
  };

  const stop = async () => {
    setFailure(null);
    const result = await stopAgreement({ id: insurance.insurance_id, agreementId: mandate.reference });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('insurance.vipps.stopped', { id: insurance.insurance_id }), key: 'vipps-stopped' });
    close();
  };

  return (
    <>
      <Tooltip title={blocked ? t(`insurance.vipps.${blocked}`, { status: mandate.provider_status }) : undefined}>
        <Button danger disabled={blocked !== null} onClick={() => setOpen(true)} data-testid="vipps-stop-agreement">
          {t('insurance.vipps.stop')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('insurance.vipps.stopTitle', { id: insurance.insurance_id })}
        okText={t('insurance.vipps.stopConfirm')}
        okButtonProps={{ danger: true, 'data-testid': 'vipps-stop-confirm' }}
        cancelText={t('common.close')}
        confirmLoading={stopping.isLoading}
        onOk={() => void stop()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="vipps-stop-modal">
          {failure && (
            <ErrorAlert error={failure} message={t('insurance.vipps.stopFailed')} testId="vipps-stop-error" />
          )}
          <Typography.Text>{t('insurance.vipps.stopExplain', { agreement: mandate.reference })}</Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
