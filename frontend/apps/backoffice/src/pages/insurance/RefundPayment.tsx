import { App, Button, Descriptions, Flex, Form, InputNumber, Modal, Tooltip } from 'antd';
import {
  selectUser,
  toApiError,
  useAppSelector,
  useRefundPaymentMutation,
  type ApiError,
  type Payment,
} from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { INSURANCE_ADMIN, isAdmitted } from '@zrm/policy';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { formatInsuranceMoney } from './money';

type RefundBlocked = 'notAdmin' | 'notCollected' | 'nothingLeft';

/**
 * Why the user cannot refund the payment, or null when they can. Display only: the gateway refuses
 * refunds without InsuranceAdmin, and the service anything but what was collected and is left.
 */
function refundBlocked(payment: Payment, roles: readonly string[]): RefundBlocked | null {
  if (!isAdmitted(INSURANCE_ADMIN, roles)) return 'notAdmin';
  if (payment.state !== 'COLLECTED') return 'notCollected';
  if (payment.refundable.minor_units <= 0) return 'nothingLeft';
  return null;
}

/**
 * Kronor as typed: staff write "12.50" as often as "12,50" (the default parser drops the separator
 * it does not expect, reading 1250).
 */
function parseKronor(text: string | undefined): string {
  return (text ?? '').replace(/\s/g, '').replace(',', '.');
}

/** The amount field's kronor, to the minor units the service counts in. */
const toMinorUnits = (kronor: number) => Math.round(kronor * 100);

interface RefundForm {
  amount: number;
}

interface RefundModalProps {
  payment: Payment;
  country: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The refund dialog: what was collected, refunded and is left, and the amount to refund (all that
 * is left unless changed). The server's refusal of the amount is shown under it, any other in the
 * dialog.
 */
function RefundModal({ payment, country, open, onClose }: RefundModalProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<RefundForm>();
  const [refund, refunding] = useRefundPaymentMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { refundable } = payment;
  const money = (minorUnits: number) =>
    formatInsuranceMoney({ minor_units: minorUnits, currency: refundable.currency });

  const close = () => {
    setFailure(null);
    onClose();
  };

  const validateAmount = (_rule: unknown, value: number | null | undefined) => {
    if (value === null || value === undefined) return Promise.reject(new Error(t('insurance.refund.amountRequired')));
    const minorUnits = toMinorUnits(value);
    if (minorUnits < 1 || minorUnits > refundable.minor_units) {
      return Promise.reject(
        new Error(t('insurance.refund.amountRange', { min: money(1), max: money(refundable.minor_units) })),
      );
    }
    return Promise.resolve();
  };

  const submit = async ({ amount }: RefundForm) => {
    setFailure(null);
    const amountMinorUnits = toMinorUnits(amount);
    const result = await refund({
      refundBody: { payment_id: payment.payment_id, amount_minor_units: amountMinorUnits },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'amount_minor_units' && error.detail) {
        form.setFields([{ name: 'amount', errors: [error.detail] }]);
      } else {
        setFailure(error);
      }
      return;
    }
    notification.success({
      title: t('insurance.refund.done', { amount: money(amountMinorUnits) }),
      key: 'insurance-refunded',
    });
    close();
  };

  return (
    <Modal
      open={open}
      title={t('insurance.refund.title', { period: formatDate(payment.period_start, country) })}
      okText={t('insurance.refund.confirm')}
      okButtonProps={{ 'data-testid': 'refund-confirm' }}
      cancelText={t('common.close')}
      confirmLoading={refunding.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap={16} data-testid="refund-modal">
        {failure && <ErrorAlert error={failure} message={t('insurance.refund.failed')} testId="refund-error" />}
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'collected',
              label: t('insurance.refund.collected'),
              children: formatInsuranceMoney(payment.amount),
            },
            {
              key: 'refunded',
              label: t('insurance.refund.alreadyRefunded'),
              children: formatInsuranceMoney(payment.refunded),
            },
            {
              key: 'left',
              label: t('insurance.refund.left'),
              children: <span data-testid="refund-left">{formatInsuranceMoney(refundable)}</span>,
            },
          ]}
        />
        <Form<RefundForm>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ amount: refundable.minor_units / 100 }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="amount" label={t('insurance.refund.amount')} rules={[{ validator: validateAmount }]}>
            <InputNumber<number>
              min={0.01}
              max={refundable.minor_units / 100}
              precision={2}
              // Written like every amount on screen (formatMoney: "95,70 kr"); a point typed reads as one too.
              decimalSeparator=","
              // antd types the parser's result as the value, but reads the number from the text it
              // returns (an empty one as no amount), as its own examples do.
              parser={(text) => parseKronor(text) as unknown as number}
              suffix="kr"
              style={{ width: 200 }}
              data-testid="refund-amount"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

/**
 * "Refund" on a payment: for InsuranceAdmin staff, on a collected payment with something left to
 * refund; otherwise disabled, its tooltip saying why.
 */
export function RefundPayment({ payment, country }: { payment: Payment; country: string }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const blocked = refundBlocked(payment, user?.roles ?? []);
  return (
    <>
      <Tooltip title={blocked ? t(`insurance.refund.${blocked}`) : undefined}>
        <Button
          size="small"
          disabled={blocked !== null}
          onClick={() => setOpen(true)}
          data-testid={`refund-payment-${payment.payment_id}`}
        >
          {t('insurance.refund.button')}
        </Button>
      </Tooltip>
      <RefundModal payment={payment} country={country} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
