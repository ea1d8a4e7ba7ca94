import { App, Button, Card, Form, Input, List } from 'antd';
import { toApiError, useCommentToLenderMutation, useDownloadBankDocumentFileMutation, type BankApplicationView, type BankMessage } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import type { PortalChoice } from '../../chosenBank';

interface CommentForm {
  comment: string;
}

/** Comments between the bank and the lender and the documents the lender sent, newest first. */
export function Messages({ application, chosen }: { application: BankApplicationView; chosen: PortalChoice }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [send, sending] = useCommentToLenderMutation();
  const [form] = Form.useForm<CommentForm>();
  const working = application.bank_status !== 'DECLINED' && application.bank_status !== 'CANCELLED';
  const onSend = async ({ comment }: CommentForm) => {
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
            {message.comment ?? <SentDocument application={application} chosen={chosen} message={message} />}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** A document the lender sent: downloaded under its name (the customer register audits it). */
function SentDocument({ application, chosen, message }: { application: BankApplicationView; chosen: PortalChoice; message: BankMessage }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [download, downloading] = useDownloadBankDocumentFileMutation();
  const document = message.document;
  if (!document) return null;
  const onDownload = async () => {
    const result = await download({
      applicationId: application.application_id,
      customerId: document.customer_id,
      documentId: document.document_id,
      ...chosen,
      fallbackName: document.file_name,
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('bank.application.downloadFailed'), description: toApiError(result.error).detail });
      return;
    }
    notification.success({ title: t('customer.documents.downloaded', { file: result.data.fileName }), key: 'download' });
  };
  return (
    <Button type="link" loading={downloading.isLoading} onClick={() => void onDownload()} data-testid={`bank-document-${document.document_id}`}>
      {t('bank.application.document', { name: document.file_name })}
    </Button>
  );
}
