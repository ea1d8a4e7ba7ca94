import { App, Button, Card, Flex, Form, InputNumber, Modal, Typography, type TableProps } from 'antd';
import { toApiError, useAttachUnknownSenderMutation, useUnknownSendersQuery, type SmsMessage } from '@zrm/api';
import { formatDateTime, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';

/**
 * /sms/unknown-senders: incoming SMS from numbers no customer is known for, newest first and paged
 * on the server. Attaching a number to a customer moves every waiting SMS from it into that
 * customer's conversation (and off this list).
 */
export function UnknownSendersPage() {
  const { t } = useTranslation();
  const { page, limit, setPage } = usePagingParams();
  const { data, error, isFetching, refetch } = useUnknownSendersQuery({ page, limit });
  const [attaching, setAttaching] = useState<SmsMessage | null>(null);

  const columns: NonNullable<TableProps<SmsMessage>['columns']> = useMemo(
    () => [
      {
        key: 'from',
        title: t('unknownSenders.from'),
        render: (_, sms) => (
          <span data-testid={`unknown-sender-${sms.sms_id}`}>{formatPhoneNumber(sms.phone_number)}</span>
        ),
      },
      { key: 'message', title: t('unknownSenders.message'), render: (_, sms) => sms.message },
      { key: 'received', title: t('unknownSenders.received'), render: (_, sms) => formatDateTime(sms.created_at) },
      {
        key: 'actions',
        title: t('unknownSenders.actions'),
        render: (_, sms) => (
          <Button size="small" onClick={() => setAttaching(sms)} data-testid={`unknown-sender-attach-${sms.sms_id}`}>
            {t('unknownSenders.attach')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('unknownSenders.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('unknownSenders.help')}</Typography.Text>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('unknownSenders.listFailed')}
            onRetry={() => void refetch()}
            testId="unknown-senders-error"
          />
        )}
        <PagedTable<SmsMessage>
          testId="unknown-senders-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="sms_id"
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('unknownSenders.empty')}
          onPageChange={setPage}
        />
      </Flex>
      {attaching && <AttachDialog sms={attaching} onClose={() => setAttaching(null)} />}
    </Card>
  );
}

/** Asks for the customer the number belongs to and attaches it. */
function AttachDialog({ sms, onClose }: { sms: SmsMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ customer_id: number | null }>();
  const [attach, attaching] = useAttachUnknownSenderMutation();

  const submit = async ({ customer_id }: { customer_id: number | null }) => {
    const result = await attach({
      attachSenderRequest: { phone_number: sms.phone_number, customer_id: customer_id ?? 0 },
    });
    if ('error' in result && result.error) {
      const refusal = toApiError(result.error);
      form.setFields([{ name: 'customer_id', errors: [refusal.detail ?? t('unknownSenders.attachFailed')] }]);
      return;
    }
    notification.success({
      title: t('unknownSenders.attached', { count: result.data.attached }),
      key: 'unknown-sender-attached',
    });
    onClose();
  };

  return (
    <Modal
      open
      title={t('unknownSenders.attachTitle', { number: formatPhoneNumber(sms.phone_number) })}
      okText={t('unknownSenders.attach')}
      cancelText={t('common.cancel')}
      confirmLoading={attaching.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'unknown-sender-attach-confirm' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ customer_id: null }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="customer_id"
          label={t('unknownSenders.customerId')}
          rules={[{ required: true, message: t('unknownSenders.customerRequired') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="unknown-sender-customer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
