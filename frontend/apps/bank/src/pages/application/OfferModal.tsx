import { App, Form, Input, InputNumber, Modal } from 'antd';
import { toApiError, useMakeOfferMutation, type BankApplicationView } from '@zrm/api';
import { currencyOf, formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import type { PortalChoice } from '../../chosenBank';

interface OfferForm {
  amount: number;
  /** Percent, as typed (3.89); sent in hundredths. */
  interest: number;
  term_months: number;
  conditions?: string;
  /** Days from today the customer can accept it. */
  valid_days?: number | null;
}

/** How long a new offer holds unless the bank says otherwise. */
const DEFAULT_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields the gateway names, as the form calls them. */
const FORM_FIELD: Record<string, keyof OfferForm> = {
  amount: 'amount',
  interest_rate_bp: 'interest',
  term_months: 'term_months',
  conditions: 'conditions',
  valid_days: 'valid_days',
};

/** The bank's offer: amount, interest, term, its conditions and how many days it holds. */
export function OfferModal({
  application,
  chosen,
  open,
  onClose,
}: {
  application: BankApplicationView;
  chosen: PortalChoice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [makeOffer, offering] = useMakeOfferMutation();
  const [form] = Form.useForm<OfferForm>();
  const validDays = Form.useWatch('valid_days', form);
  const id = application.application_id;
  const currency = currencyOf(application.country);

  const onOffer = async ({ amount, interest, term_months, conditions, valid_days }: OfferForm) => {
    const result = await makeOffer({
      applicationId: id,
      bankOfferRequest: {
        ...chosen,
        amount,
        interest_rate_bp: Math.round(interest * 100),
        term_months,
        conditions: conditions ?? '',
        valid_days: valid_days ?? null,
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = error.field ? FORM_FIELD[error.field] : undefined;
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else notification.error({ title: t('bank.application.offerFailed'), description: error.detail });
      return;
    }
    onClose();
    form.resetFields();
    notification.success({ title: t('bank.application.offerMade', { id }), key: 'bank-offer-made' });
  };

  return (
    <Modal
      open={open}
      title={t('bank.application.offerTitle', { id })}
      okText={t('bank.application.makeOffer')}
      okButtonProps={{ loading: offering.isLoading, id: 'bank-offer-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<OfferForm>
        form={form}
        layout="vertical"
        initialValues={{ amount: application.loan.mortgage_loan_amount ?? undefined, term_months: 360, valid_days: DEFAULT_VALID_DAYS }}
        onFinish={(values) => void onOffer(values)}
      >
        <Form.Item name="amount" label={t('application.banks.amount')} rules={[{ required: true, message: t('application.banks.amountRequired') }]}>
          <InputNumber min={1} max={1_000_000_000} precision={0} addonAfter={currency} style={{ width: '100%' }} data-testid="bank-offer-amount" />
        </Form.Item>
        <Form.Item name="interest" label={t('application.banks.interestPercent')} rules={[{ required: true, message: t('application.banks.interestRequired') }]}>
          <InputNumber min={0.01} max={30} step={0.01} precision={2} style={{ width: '100%' }} data-testid="bank-offer-interest" />
        </Form.Item>
        <Form.Item name="term_months" label={t('application.banks.term')} rules={[{ required: true, message: t('application.banks.termRequired') }]}>
          <InputNumber min={12} max={600} precision={0} style={{ width: '100%' }} data-testid="bank-offer-term" />
        </Form.Item>
        <Form.Item name="conditions" label={t('application.banks.conditions')} rules={[{ max: 2000, message: t('application.banks.conditionsTooLong') }]}>
          <Input.TextArea rows={2} placeholder={t('application.banks.conditionsPlaceholder')} data-testid="bank-offer-conditions" />
        </Form.Item>
        <Form.Item
          name="valid_days"
          label={t('application.banks.validDays')}
          extra={
            validDays
              ? t('application.banks.validUntilHint', { date: formatDate(new Date(Date.now() + validDays * DAY_MS), application.country) })
              : t('application.banks.validNoEnd')
          }
        >
          <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} data-testid="bank-offer-valid-days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
