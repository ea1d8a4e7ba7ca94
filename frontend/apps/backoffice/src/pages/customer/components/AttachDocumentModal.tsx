import { App, Flex, Form, Input, Modal } from 'antd';
import { toApiError, useAttachDocumentMutation, type ApiError, type DocumentMeta } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

/** The reference number form the gateway takes: product, country and number (e.g. MOSE1234). */
const APPLICATION_ID = /^(CC|MO|UL)(SE|NO)0*\d{1,19}$/i;

interface Props {
  document: DocumentMeta | null;
  onClose: () => void;
}

/** Attach a customer's document to one of their applications (POST /document/attach/{application_id}). */
export function AttachDocumentModal({ document, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ applicationId: string }>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attach, attaching] = useAttachDocumentMutation();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async ({ applicationId }: { applicationId: string }) => {
    if (!document) return;
    setFailure(null);
    const application = applicationId.trim().toUpperCase();
    const result = await attach({
      applicationId: application,
      attachRequest: { customer_id: document.customer_id, document_id: document.document_id },
    });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('customer.documents.attached', { file: document.file_name, application }), key: 'attach' });
    close();
  };

  return (
    <Modal
      open={document !== null}
      title={document ? t('customer.documents.attachTitle', { file: document.file_name }) : ''}
      okText={t('customer.documents.attach')}
      okButtonProps={{ 'data-testid': 'attach-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={attaching.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      data-testid="attach-modal"
    >
      <Flex vertical gap={12}>
        {failure && <ErrorAlert error={failure} message={t('customer.documents.attachFailed')} testId="attach-error" />}
        <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
          <Form.Item
            name="applicationId"
            label={t('customer.documents.applicationId')}
            rules={[
              { required: true, whitespace: true, message: t('customer.documents.applicationIdRequired') },
              { pattern: APPLICATION_ID, message: t('customer.documents.applicationIdInvalid') },
            ]}
          >
            <Input autoFocus placeholder="MOSE1234" data-testid="attach-application-id" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
