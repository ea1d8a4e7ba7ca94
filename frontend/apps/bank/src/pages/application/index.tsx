import { skipToken } from '@reduxjs/toolkit/query';
import { App, Breadcrumb, Button, Card, Descriptions, Flex, Form, Input, InputNumber, List, Modal, Result, Space, Table, Typography } from 'antd';
import {
  BANK_STATUSES,
  toApiError,
  useBankApplicationQuery,
  useCommentToLenderMutation,
  useMakeOfferMutation,
  useRejectMutation,
  useTakeUpMutation,
  type BankApplicationView,
  type BankStatus,
  type Offer,
} from '@zrm/api';
import { formatDate, formatDateTime, formatInterestRate, formatMoney, formatPersonalId } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, StatusBadge, bankStatusTone } from '@zrm/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { useChosenBank } from '../../chosenBank';

interface RejectForm {
  reason: string;
}

interface OfferForm {
  amount: number;
  /** Percent, as typed (3.89); sent in hundredths. */
  interest: number;
  term_months: number;
}

/**
 * /bank/mortgage/application/{applicationId}: one application as the partner's bank sees it, with
 * its answers: take it up (NEW → ONGOING) or decline it with a reason. Another bank's application
 * is not found, as one that does not exist.
 */
export function BankApplicationPage() {
  const { t } = useTranslation();
  const { applicationId = '' } = useParams();
  const { bank } = useChosenBank();
  const chosen = bank ? { country: bank.country as 'SE' | 'NO', product: 'mortgage' as const } : null;
  const read = useBankApplicationQuery(chosen ? { applicationId, ...chosen } : skipToken);
  const title = t('bank.application.title', { id: applicationId });
  const crumbs = <Breadcrumb items={[{ title: <Link to="/bank">{t('bank.mortgages')}</Link> }, { title: applicationId }]} />;
  if (read.isError) {
    const error = toApiError(read.error);
    return (
      <Card>
        {crumbs}
        {error.status === 404 ? (
          <Result status="404" title={t('bank.application.notFound', { id: applicationId })} data-testid="bank-application-not-found" />
        ) : (
          <ErrorAlert error={error} message={t('bank.application.loadFailed')} onRetry={() => void read.refetch()} />
        )}
      </Card>
    );
  }
  const application = read.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card loading={!application}>
        {crumbs}
        {application && chosen && <Summary application={application} title={title} chosen={chosen} />}
      </Card>
      {application && <Offers application={application} />}
      {application && <Messages application={application} chosen={chosen} />}
    </Space>
  );
}

/** The bank status as the badge says it; a status the portal does not know is shown raw. */
function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) =>
    (BANK_STATUSES as readonly string[]).includes(status) ? String(t(`application.banks.statuses.${status as BankStatus}`)) : status;
}

function Summary({
  application,
  title,
  chosen,
}: {
  application: BankApplicationView;
  title: string;
  chosen: { country: 'SE' | 'NO'; product: 'mortgage' };
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const statusLabel = useStatusLabel();
  const [takeUp, takingUp] = useTakeUpMutation();
  const [reject, rejecting] = useRejectMutation();
  const [makeOffer, offering] = useMakeOfferMutation();
  const [declining, setDeclining] = useState(false);
  const [composing, setComposing] = useState(false);
  const [form] = Form.useForm<RejectForm>();
  const [offerForm] = Form.useForm<OfferForm>();
  const id = application.application_id;
  const working = application.bank_status === 'NEW' || application.bank_status === 'ONGOING';
  const currency = application.country === 'NO' ? 'NOK' : 'SEK';

  const onTakeUp = async () => {
    const result = await takeUp({ applicationId: id, portalBank: chosen });
    if ('error' in result && result.error) {
      notification.error({ title: t('bank.application.takeUpFailed'), description: toApiError(result.error).detail });
      return;
    }
    notification.success({ title: t('bank.application.takenUp', { id }), key: 'bank-taken-up' });
  };
  const onReject = async ({ reason }: RejectForm) => {
    const result = await reject({ applicationId: id, rejectRequest: { ...chosen, reason } });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'reason' && error.detail) form.setFields([{ name: 'reason', errors: [error.detail] }]);
      else notification.error({ title: t('bank.application.rejectFailed'), description: error.detail });
      return;
    }
    setDeclining(false);
    form.resetFields();
    notification.success({ title: t('bank.application.rejected', { id }), key: 'bank-rejected' });
  };

  const onOffer = async ({ amount, interest, term_months }: OfferForm) => {
    const result = await makeOffer({
      applicationId: id,
      bankOfferRequest: { ...chosen, amount, interest_rate_bp: Math.round(interest * 100), term_months },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = error.field === 'interest_rate_bp' ? 'interest' : error.field;
      if (field && ['amount', 'interest', 'term_months'].includes(field) && error.detail) {
        offerForm.setFields([{ name: field as keyof OfferForm, errors: [error.detail] }]);
      } else notification.error({ title: t('bank.application.offerFailed'), description: error.detail });
      return;
    }
    setComposing(false);
    offerForm.resetFields();
    notification.success({ title: t('bank.application.offerMade', { id }), key: 'bank-offer-made' });
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ margin: '16px 0' }}>
        <Space size={16} align="center">
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {title}
          </Typography.Title>
          <StatusBadge tone={bankStatusTone(application.bank_status)} text={statusLabel(application.bank_status)} testId="bank-application-status" />
        </Space>
        <Space>
          <Button type="primary" disabled={application.bank_status !== 'NEW'} loading={takingUp.isLoading} onClick={() => void onTakeUp()} data-testid="bank-take-up">
            {t('bank.application.takeUp')}
          </Button>
          <Button disabled={!working} onClick={() => setComposing(true)} data-testid="bank-make-offer">
            {t('bank.application.makeOffer')}
          </Button>
          <Button danger disabled={!working} onClick={() => setDeclining(true)} data-testid="bank-reject">
            {t('bank.application.reject')}
          </Button>
        </Space>
      </Flex>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('bank.application.created')}>{formatDate(application.date_created, application.country)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.sentAt')}>{formatDateTime(application.sent_at, application.country)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.purpose')}>{t(`applications.purpose.${application.loan.loan_purpose}`)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.amount')}>
          <span data-testid="bank-application-amount">
            {application.loan.mortgage_loan_amount == null ? '-' : formatMoney(application.loan.mortgage_loan_amount * 100, currency)}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>{t('bank.application.applicants')}</Typography.Title>
      <List
        dataSource={application.applicants}
        renderItem={(applicant, index) => (
          <List.Item data-testid={`bank-applicant-${index}`}>
            <List.Item.Meta
              title={`${applicant.customer.first_name} ${applicant.customer.last_name}`}
              description={t(`application.role.${applicant.role}`)}
            />
            {applicant.customer.pni && (
              <Typography.Text copyable aria-label={t('bank.application.pni')}>
                {formatPersonalId(applicant.customer.pni, application.country)}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
      <Modal
        open={composing}
        title={t('bank.application.offerTitle', { id })}
        okText={t('bank.application.makeOffer')}
        okButtonProps={{ loading: offering.isLoading, id: 'bank-offer-confirm' }}
        onOk={() => offerForm.submit()}
        onCancel={() => setComposing(false)}
        destroyOnHidden
      >
        <Form<OfferForm>
          form={offerForm}
          layout="vertical"
          initialValues={{ amount: application.loan.mortgage_loan_amount ?? undefined, term_months: 360 }}
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
        </Form>
      </Modal>
      <Modal
        open={declining}
        title={t('bank.application.rejectTitle', { id })}
        okText={t('bank.application.reject')}
        okButtonProps={{ danger: true, loading: rejecting.isLoading, id: 'bank-reject-confirm' }}
        onOk={() => form.submit()}
        onCancel={() => setDeclining(false)}
        destroyOnHidden
      >
        <Form<RejectForm> form={form} layout="vertical" onFinish={(values) => void onReject(values)}>
          <Form.Item
            name="reason"
            label={t('bank.application.reason')}
            rules={[
              { required: true, whitespace: true, message: t('bank.application.reasonRequired') },
              { max: 500, message: t('bank.application.reasonTooLong') },
            ]}
          >
            <Input.TextArea rows={3} data-testid="bank-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function Offers({ application }: { application: BankApplicationView }) {
  const { t } = useTranslation();
  const currency = application.country === 'NO' ? 'NOK' : 'SEK';
  return (
    <Card title={t('bank.application.offers')}>
      <Table<Offer>
        rowKey="offer_id"
        size="small"
        pagination={false}
        dataSource={application.offers}
        locale={{ emptyText: t('bank.application.noOffers') }}
        columns={[
          { key: 'amount', title: t('application.banks.amount'), render: (_value, offer) => formatMoney(offer.amount * 100, currency) },
          { key: 'interest', title: t('application.banks.interest'), render: (_value, offer) => formatInterestRate(offer.interest_rate_bp) },
          { key: 'term', title: t('application.banks.term'), render: (_value, offer) => t('application.banks.months', { count: offer.term_months }) },
          { key: 'state', title: t('application.banks.status'), render: (_value, offer) => t(`application.banks.offerStates.${offer.state}`) },
          { key: 'created', title: t('bank.application.created'), render: (_value, offer) => formatDateTime(offer.created_at, application.country) },
        ]}
      />
    </Card>
  );
}

interface CommentForm {
  comment: string;
}

function Messages({
  application,
  chosen,
}: {
  application: BankApplicationView;
  chosen: { country: 'SE' | 'NO'; product: 'mortgage' } | null;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [send, sending] = useCommentToLenderMutation();
  const [form] = Form.useForm<CommentForm>();
  const working = application.bank_status !== 'DECLINED' && application.bank_status !== 'CANCELLED';
  const onSend = async ({ comment }: CommentForm) => {
    if (!chosen) return;
    const result = await send({ applicationId: application.application_id, bankCommentRequest: { ...chosen, comment } });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'comment' && error.detail) form.setFields([{ name: 'comment', errors: [error.detail] }]);
      else notification.error({ title: t('bank.application.commentFailed'), description: error.detail });
      return;
    }
    form.resetFields();
    notification.success({ title: t('bank.application.commentSent'), key: 'bank-comment-sent' });
  };
  return (
    <Card title={t('bank.application.messages')}>
      {working && (
        <Form<CommentForm> form={form} layout="vertical" onFinish={(values) => void onSend(values)}>
          <Form.Item
            name="comment"
            label={t('bank.application.writeToLender')}
            rules={[
              { required: true, whitespace: true, message: t('bank.application.commentRequired') },
              { max: 2000, message: t('bank.application.commentTooLong') },
            ]}
          >
            <Input.TextArea rows={2} data-testid="bank-comment" />
          </Form.Item>
          <Button htmlType="submit" loading={sending.isLoading} data-testid="bank-comment-send">
            {t('bank.application.send')}
          </Button>
        </Form>
      )}
      <List
        dataSource={application.messages}
        locale={{ emptyText: t('bank.application.noMessages') }}
        renderItem={(message) => (
          <List.Item data-testid={`bank-message-${message.message_id}`}>
            <List.Item.Meta
              title={message.direction === 'FROM_BANK' ? t('bank.application.fromYou') : t('bank.application.fromLender')}
              description={formatDateTime(message.created_at, application.country)}
            />
            {message.comment ?? (message.document ? t('bank.application.document', { name: message.document.file_name }) : null)}
          </List.Item>
        )}
      />
    </Card>
  );
}
