import { App, Button, Modal, Space, Typography } from 'antd';
import { toApiError, useDisburseMutation, useTakeUpMutation, type BankApplicationView } from '@zrm/api';
import { currencyOf, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import type { PortalChoice } from '../../chosenBank';
import { OfferModal } from './OfferModal';
import { RejectModal } from './RejectModal';

/**
 * The bank's answers, each enabled where its status allows it: take up a NEW application, make an
 * offer on or decline one it works on (NEW, ONGOING), pay out the offer the customer accepted
 * (ACCEPTED).
 */
export function Actions({ application, chosen }: { application: BankApplicationView; chosen: PortalChoice }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [takeUp, takingUp] = useTakeUpMutation();
  const [disburse, disbursing] = useDisburseMutation();
  const [open, setOpen] = useState<'offer' | 'reject' | 'disburse' | null>(null);
  const id = application.application_id;
  const working = application.bank_status === 'NEW' || application.bank_status === 'ONGOING';
  const accepted = application.offers.find((offer) => offer.state === 'ACCEPTED');

  const onTakeUp = async () => {
    const result = await takeUp({ applicationId: id, portalBank: chosen });
    if ('error' in result && result.error) {
      notification.error({ title: t('bank.application.takeUpFailed'), description: toApiError(result.error).detail });
      return;
    }
    notification.success({ title: t('bank.application.takenUp', { id }), key: 'bank-taken-up' });
  };
  const onDisburse = async () => {
    const result = await disburse({ applicationId: id, portalBank: chosen });
    if ('error' in result && result.error) {
      notification.error({ title: t('bank.application.disburseFailed'), description: toApiError(result.error).detail });
      return;
    }
    setOpen(null);
    notification.success({ title: t('bank.application.disbursed', { id }), key: 'bank-disbursed' });
  };

  return (
    <Space wrap>
      <Button type="primary" disabled={application.bank_status !== 'NEW'} loading={takingUp.isLoading} onClick={() => void onTakeUp()} data-testid="bank-take-up">
        {t('bank.application.takeUp')}
      </Button>
      <Button disabled={!working} onClick={() => setOpen('offer')} data-testid="bank-make-offer">
        {t('bank.application.makeOffer')}
      </Button>
      <Button danger disabled={!working} onClick={() => setOpen('reject')} data-testid="bank-reject">
        {t('bank.application.reject')}
      </Button>
      <Button type="primary" disabled={application.bank_status !== 'ACCEPTED'} onClick={() => setOpen('disburse')} data-testid="bank-disburse">
        {t('bank.application.disburse')}
      </Button>
      <OfferModal application={application} chosen={chosen} open={open === 'offer'} onClose={() => setOpen(null)} />
      <RejectModal application={application} chosen={chosen} open={open === 'reject'} onClose={() => setOpen(null)} />
      <Modal
        open={open === 'disburse'}
        title={t('bank.application.disburseTitle', { id })}
        okText={t('bank.application.disburse')}
        okButtonProps={{ loading: disbursing.isLoading, id: 'bank-disburse-confirm' }}
        onOk={() => void onDisburse()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="bank-disburse-summary">
          {accepted
            ? t('bank.application.disburseAccepted', { amount: formatMoney(accepted.amount * 100, currencyOf(application.country)) })
            : t('bank.application.disburseNoOffer')}
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
}
