import { FileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import {
  toApiError,
  useApplicationDocumentsQuery,
  useBankMessagesQuery,
  useCommentToBankMutation,
  useDocumentToBankMutation,
  useDownloadApplicationDocumentFileMutation,
  type Application,
  type ApplicationBank,
  type BankMessage,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, type PageSize } from '@zrm/ui';
import { useState } from 'react';

/** The documents a modal offers: the newest attached ones (the page's Documents section has all). */
const DOCUMENT_CHOICES = 50;

interface MessageForm {
  kind: 'comment' | 'document';
  comment?: string;
  document?: string;
}

/** A comment for one bank, or one of the application's documents shared with it. */
export function BankMessageModal({ application, bank, onClose }: { application: Application; bank: ApplicationBank; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<MessageForm>();
  const kind = Form.useWatch('kind', form) ?? 'comment';
  const applicationId = application.application_id;
  const documents = useApplicationDocumentsQuery({ applicationId, page: 1, limit: DOCUMENT_CHOICES });
  const [comment, commenting] = useCommentToBankMutation();
  const [share, sharing] = useDocumentToBankMutation();

  const submit = async (values: MessageForm) => {
    const result =
      values.kind === 'comment'
        ? await comment({ commentToBankRequest: { application_id: applicationId, bank_id: bank.bank_id, comment: (values.comment ?? '').trim() } })
        : await share({
            documentToBankRequest: {
              application_id: applicationId,
              bank_id: bank.bank_id,
              ...documentKey(values.document ?? ''),
            },
          });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'comment') {
        form.setFields([{ name: 'comment', errors: [error.detail ?? ''] }]);
        return;
      }
      notification.error({ title: t('application.bankMessages.sendFailed'), description: error.detail, key: 'bank-message' });
      return;
    }
    notification.success({ title: t('application.bankMessages.sent', { bank: bank.bank_name }), key: 'bank-message' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application.bankMessages.title', { bank: bank.bank_name })}
      okText={t('application.bankMessages.send')}
      okButtonProps={{ 'data-testid': 'bank-message-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={commenting.isLoading || sharing.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'comment' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="kind">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'comment', label: <span data-testid="bank-message-kind-comment">{t('application.bankMessages.comment')}</span> },
              { value: 'document', label: <span data-testid="bank-message-kind-document">{t('application.bankMessages.document')}</span> },
            ]}
          />
        </Form.Item>
        {kind === 'comment' ? (
          <Form.Item
            name="comment"
            label={t('application.bankMessages.comment')}
            rules={[
              { required: true, whitespace: true, message: t('application.commentRequired') },
              { max: 2000, message: t('application.commentTooLong') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={2000} data-testid="bank-message-comment" />
          </Form.Item>
        ) : (
          <Form.Item
            name="document"
            label={t('application.bankMessages.document')}
            rules={[{ required: true, message: t('application.bankMessages.documentRequired') }]}
            extra={documents.data?.items.length === 0 ? t('application.bankMessages.noDocuments') : undefined}
          >
            <Select
              data-testid="bank-message-document"
              loading={documents.isLoading}
              options={(documents.data?.items ?? []).map((document) => ({
                value: `${document.customer_id}/${document.document_id}`,
                label: document.file_name,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function documentKey(value: string) {
  const [customer, document] = value.split('/');
  return { customer_id: Number(customer), document_id: Number(document) };
}

/** What went to (and came from) the banks about the application, newest first, paged on the server. */
export function BankMessages({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const applicationId = application.application_id;
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 10 });
  const { data, error, isFetching, refetch } = useBankMessagesQuery({ applicationId, ...paging });
  const [download, downloading] = useDownloadApplicationDocumentFileMutation();

  const save = async (message: BankMessage) => {
    if (!message.document) return;
    const result = await download({
      applicationId,
      customerId: message.document.customer_id,
      documentId: message.document.document_id,
      fallbackName: message.document.file_name,
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('customer.documents.downloadFailed'), description: toApiError(result.error).detail, key: 'download' });
    }
  };

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="bank-messages-error" />;
  return (
    <PagedTable<BankMessage>
      testId="bank-messages"
      rows={data?.items ?? []}
      rowKey="message_id"
      rowTestId={(message) => `bank-message-${message.message_id}`}
      page={paging.page}
      pageSize={paging.limit}
      total={data?.total ?? 0}
      loading={isFetching}
      emptyText={t('application.bankMessages.none')}
      onPageChange={(page, limit) => setPaging({ page, limit })}
      columns={[
        { key: 'at', title: t('application.bankMessages.at'), render: (_, message) => formatDateTime(message.created_at, application.country) },
        {
          key: 'bank',
          title: t('application.banks.bank'),
          render: (_, message) => t(`application.bankMessages.direction.${message.direction}`, { bank: message.bank_name }),
        },
        {
          key: 'content',
          title: t('application.bankMessages.content'),
          render: (_, message) =>
            message.document ? (
              <Button type="link" icon={<FileOutlined />} loading={downloading.isLoading} onClick={() => void save(message)} style={{ padding: 0 }}>
                {message.document.file_name}
              </Button>
            ) : (
              <Typography.Text>{message.comment}</Typography.Text>
            ),
        },
        { key: 'by', title: t('application.bankMessages.by'), render: (_, message) => message.author_name ?? message.author },
      ]}
    />
  );
}
