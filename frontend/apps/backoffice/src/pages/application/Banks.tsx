import { App, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Select, Table, Typography, type TableProps } from 'antd';
import {
  toApiError,
  useAcceptOfferMutation,
  useAllIntegrationsQuery,
  useApplicationBanksQuery,
  useRecordOfferMutation,
  useSendToBanksMutation,
  type Application,
  type ApplicationBank,
  type Offer,
} from '@zrm/api';
import { currencyOf, formatDate, formatDateTime, formatInterestRate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, StatusBadge, bankStatusTone } from '@zrm/ui';
import { useState } from 'react';

import { BankMessageModal, BankMessages } from './BankCorrespondence';
import { WithdrawFromBankModal } from './BankWithdraw';

/** Mortgage applications go to the banks' mortgage integrations. */
const MORTGAGE = 'MO';

/** The modal that sends the application to banks of its country not sent to yet. */
function SendToBanksModal({ application, sentTo, onClose }: { application: Application; sentTo: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const integrations = useAllIntegrationsQuery({ country: application.country as 'SE' | 'NO', product: MORTGAGE });
  const [send, sending] = useSendToBanksMutation();
  const open = (integrations.data?.items ?? []).filter((integration) => integration.active && !sentTo.includes(integration.bank_id));

  const submit = async () => {
    const result = await send({ applicationId: application.application_id, sendToBanksRequest: { bank_ids: chosen } });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.banks.sendFailed'), description: toApiError(result.error).detail, key: 'banks' });
      return;
    }
    notification.success({ title: t('application.banks.sent', { count: chosen.length }), key: 'banks' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application.banks.sendTitle', { id: application.application_id })}
      okText={t('application.banks.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, 'data-testid': 'send-to-banks-confirm' }}
      confirmLoading={sending.isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {integrations.error && <ErrorAlert error={toApiError(integrations.error)} onRetry={() => void integrations.refetch()} />}
      {open.length === 0 && !integrations.isLoading ? (
        <Typography.Text type="secondary">{t('application.banks.noneLeft')}</Typography.Text>
      ) : (
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values as number[])}
          options={open.map((integration) => ({
            value: integration.bank_id,
            label: <span data-testid={`send-bank-${integration.bank_id}`}>{`${integration.bank_name} · ${t(`application.banks.kind.${integration.kind}`)}`}</span>,
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      )}
    </Modal>
  );
}

interface OfferForm {
  bank_id: number;
  amount: number;
  interest: number;
  term_months: number;
  conditions?: string;
  /** Days from today the customer can accept it; empty: no end. */
  valid_days?: number | null;
}

/** The fields the gateway names, as the form calls them. */
const OFFER_FIELD: Record<string, keyof OfferForm> = {
  bank_id: 'bank_id',
  amount: 'amount',
  interest_rate_bp: 'interest',
  term_months: 'term_months',
  conditions: 'conditions',
  valid_days: 'valid_days',
};

/** The modal recording an offer a bank made (by e-mail or phone) on its behalf. */
function RecordOfferModal({ application, banks, onClose }: { application: Application; banks: ApplicationBank[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<OfferForm>();
  const [record, recording] = useRecordOfferMutation();

  const submit = async ({ bank_id, amount, interest, term_months, conditions, valid_days }: OfferForm) => {
    const result = await record({
      applicationId: application.application_id,
      recordOfferRequest: {
        bank_id,
        amount,
        interest_rate_bp: Math.round(interest * 100),
        term_months,
        conditions: conditions ?? '',
        valid_days: valid_days ?? null,
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = error.field ? OFFER_FIELD[error.field] : undefined;
      if (field) {
        form.setFields([{ name: field, errors: [error.detail ?? ''] }]);
        return;
      }
      notification.error({ title: t('application.banks.offerFailed'), description: error.detail, key: 'offer' });
      return;
    }
    notification.success({ title: t('application.banks.offerRecorded'), key: 'offer' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application.banks.recordTitle', { id: application.application_id })}
      okText={t('application.banks.record')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'record-offer-confirm' }}
      confirmLoading={recording.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ amount: application.loan.mortgage_loan_amount ?? undefined, term_months: 360 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="bank_id" label={t('application.banks.bank')} rules={[{ required: true, message: t('application.banks.bankRequired') }]}>
          <Select
            data-testid="offer-bank"
            options={banks.map((bank) => ({ value: bank.bank_id, label: bank.bank_name }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('application.banks.amount')} rules={[{ required: true, message: t('application.banks.amountRequired') }]}>
          <InputNumber min={1} max={1_000_000_000} precision={0} style={{ width: '100%' }} data-testid="offer-amount" />
        </Form.Item>
        <Form.Item name="interest" label={t('application.banks.interestPercent')} rules={[{ required: true, message: t('application.banks.interestRequired') }]}>
          <InputNumber min={0.01} max={30} step={0.01} precision={2} style={{ width: '100%' }} data-testid="offer-interest" />
        </Form.Item>
        <Form.Item name="term_months" label={t('application.banks.term')} rules={[{ required: true, message: t('application.banks.termRequired') }]}>
          <InputNumber min={12} max={600} precision={0} style={{ width: '100%' }} data-testid="offer-term" />
        </Form.Item>
        <Form.Item name="conditions" label={t('application.banks.conditions')} rules={[{ max: 2000, message: t('application.banks.conditionsTooLong') }]}>
          <Input.TextArea rows={2} data-testid="offer-conditions" />
        </Form.Item>
        <Form.Item name="valid_days" label={t('application.banks.validDays')} extra={t('application.banks.validNoEnd')}>
          <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} data-testid="offer-valid-days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A bank the lender withdrew from, or that declined, works on the application no more. */
function stillWorking(bank: ApplicationBank) {
  return bank.bank_status !== 'DECLINED' && bank.bank_status !== 'CANCELLED';
}

/**
 * The banks an application was sent to, with the bank-side badges, and the offers they made:
 * send to more banks (again to one withdrawn from), record an offer a bank made, accept one for
 * the customer, write to a bank or share a document with it, withdraw from a bank; and what went
 * between the lender and the banks.
 */
export function Banks({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [modal, setModal] = useState<'send' | 'offer' | null>(null);
  const [bankAction, setBankAction] = useState<{ kind: 'message' | 'withdraw'; bank: ApplicationBank } | null>(null);
  const { data, error, refetch } = useApplicationBanksQuery({ applicationId: application.application_id });
  const [accept, accepting] = useAcceptOfferMutation();
  const active = application.status === 'ACTIVE';
  const banks = data?.banks ?? [];
  const inRunning = banks.filter((bank) => bank.bank_status === 'NEW' || bank.bank_status === 'ONGOING');
  const canSend = active && application.substatus !== 'DRAFT' && application.substatus !== 'DISBURSED';
  const canRecord = active && inRunning.length > 0 && (application.substatus === 'COMPLETE' || application.substatus === 'OFFERED');
  const currency = currencyOf(application.country);

  const onAccept = async (offer: Offer) => {
    const result = await accept({ acceptOfferRequest: { application_id: application.application_id, offer_id: offer.offer_id } });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.banks.acceptFailed'), description: toApiError(result.error).detail, key: 'accept' });
      return;
    }
    notification.success({ title: t('application.banks.accepted', { bank: offer.bank_name }), key: 'accept' });
  };

  const bankColumns: TableProps<ApplicationBank>['columns'] = [
    { key: 'bank', title: t('application.banks.bank'), dataIndex: 'bank_name' },
    {
      key: 'status',
      title: t('application.banks.status'),
      render: (_value, bank) => (
        <StatusBadge
          tone={bankStatusTone(bank.bank_status)}
          text={t(`application.banks.statuses.${bank.bank_status}`)}
          testId={`bank-status-${bank.bank_id}`}
        />
      ),
    },
    {
      key: 'sent',
      title: t('application.banks.sentAt'),
      render: (_value, bank) =>
        `${formatDateTime(bank.sent_at, application.country)} ${t('application.historyBy', { actor: bank.sent_by_name ?? bank.sent_by })}`,
    },
    {
      key: 'actions',
      title: '',
      render: (_value, bank) => (
        <Flex gap={8} wrap>
          {stillWorking(bank) && (
            <Button size="small" onClick={() => setBankAction({ kind: 'message', bank })} data-testid={`write-bank-${bank.bank_id}`}>
              {t('application.bankMessages.write')}
            </Button>
          )}
          {(bank.bank_status === 'NEW' || bank.bank_status === 'ONGOING') && (
            <Button size="small" danger onClick={() => setBankAction({ kind: 'withdraw', bank })} data-testid={`withdraw-bank-${bank.bank_id}`}>
              {t('application.banks.withdraw')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  const offerColumns: TableProps<Offer>['columns'] = [
    { key: 'bank', title: t('application.banks.bank'), dataIndex: 'bank_name' },
    { key: 'amount', title: t('application.banks.amount'), render: (_value, offer) => formatMoney(offer.amount * 100, currency) },
    { key: 'interest', title: t('application.banks.interest'), render: (_value, offer) => formatInterestRate(offer.interest_rate_bp) },
    { key: 'term', title: t('application.banks.term'), render: (_value, offer) => t('application.banks.months', { count: offer.term_months }) },
    { key: 'conditions', title: t('application.banks.conditions'), render: (_value, offer) => offer.conditions || '-' },
    {
      key: 'valid',
      title: t('application.banks.validUntil'),
      render: (_value, offer) => (offer.valid_until ? formatDate(offer.valid_until, application.country) : '-'),
    },
    {
      key: 'state',
      title: t('application.banks.status'),
      render: (_value, offer) => t(`application.banks.offerStates.${offer.state}`),
    },
    {
      key: 'accept',
      title: '',
      render: (_value, offer) =>
        offer.state === 'OPEN' && active && application.substatus === 'OFFERED' ? (
          <Button type="primary" loading={accepting.isLoading} onClick={() => void onAccept(offer)} data-testid={`accept-offer-${offer.offer_id}`}>
            {t('application.banks.accept')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="application-banks">
      <Flex gap={8} wrap>
        <Button disabled={!canSend} onClick={() => setModal('send')} data-testid="send-to-banks">
          {t('application.banks.send')}
        </Button>
        <Button disabled={!canRecord} onClick={() => setModal('offer')} data-testid="record-offer">
          {t('application.banks.record')}
        </Button>
      </Flex>
      {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="banks-error" />}
      <Table<ApplicationBank>
        size="small"
        rowKey="bank_id"
        pagination={false}
        columns={bankColumns}
        dataSource={banks}
        loading={!data && !error}
        locale={{ emptyText: t('application.banks.noBanks') }}
        onRow={(bank) => ({ 'data-testid': `bank-row-${bank.bank_id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('application.banks.offers')}
      </Typography.Title>
      <Table<Offer>
        size="small"
        rowKey="offer_id"
        pagination={false}
        columns={offerColumns}
        dataSource={data?.offers ?? []}
        locale={{ emptyText: t('application.banks.noOffers') }}
        onRow={(offer) => ({ 'data-testid': `offer-row-${offer.offer_id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('application.bankMessages.heading')}
      </Typography.Title>
      <BankMessages application={application} />
      {modal === 'send' && (
        <SendToBanksModal
          application={application}
          sentTo={banks.filter((bank) => bank.bank_status !== 'CANCELLED').map((bank) => bank.bank_id)}
          onClose={() => setModal(null)}
        />
      )}
      {bankAction?.kind === 'message' && (
        <BankMessageModal application={application} bank={bankAction.bank} onClose={() => setBankAction(null)} />
      )}
      {bankAction?.kind === 'withdraw' && (
        <WithdrawFromBankModal application={application} bank={bankAction.bank} onClose={() => setBankAction(null)} />
      )}
      {modal === 'offer' && <RecordOfferModal application={application} banks={inRunning} onClose={() => setModal(null)} />}
    </Flex>
  );
}
