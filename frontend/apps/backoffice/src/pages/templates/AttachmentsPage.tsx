import { InboxOutlined } from '@ant-design/icons';
import { App, Card, Flex, Typography, Upload, type TableProps } from 'antd';
import { toApiError, useListAttachmentsQuery, useUploadAttachmentMutation, type EmailAttachment } from '@zrm/api';
import { formatDateTime, formatFileSize } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { usePagingParams } from '../../lists/usePagingParams';

/**
 * /email/attachments/new (TemplateAdmin): upload a file e-mail templates can attach (PDF, PNG or
 * JPEG, at most 2 MB; messaging checks the type by the file's first bytes), and the files
 * uploaded so far, newest first.
 */
export function AttachmentsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { page, limit, setPage } = usePagingParams();
  const list = useListAttachmentsQuery({ page, limit });
  const [upload, uploading] = useUploadAttachmentMutation();
  const [failure, setFailure] = useState<ReturnType<typeof toApiError> | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    const result = await upload({ body: { file } });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({
      title: t('templates.files.uploaded', { name: result.data.file_name }),
      key: 'attachment-uploaded',
    });
  };

  const columns: NonNullable<TableProps<EmailAttachment>['columns']> = useMemo(
    () => [
      { key: 'file', title: t('templates.files.file'), render: (_, file) => file.file_name },
      { key: 'type', title: t('templates.files.type'), render: (_, file) => file.content_type },
      { key: 'size', title: t('templates.files.size'), render: (_, file) => formatFileSize(file.size_bytes) },
      {
        key: 'uploadedAt',
        title: t('templates.files.uploadedAt'),
        render: (_, file) => formatDateTime(file.uploaded_at),
      },
      {
        key: 'uploadedBy',
        title: t('templates.files.uploadedBy'),
        render: (_, file) => file.uploaded_by_name ?? file.uploaded_by,
      },
    ],
    [t],
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('templates.uploadAttachment')}
        </Typography.Title>
        <Upload.Dragger
          accept="application/pdf,image/png,image/jpeg"
          multiple={false}
          showUploadList={false}
          disabled={uploading.isLoading}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
          data-testid="attachment-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('templates.files.choose')}</p>
          <p className="ant-upload-hint">{t('templates.files.help')}</p>
        </Upload.Dragger>
        {failure && (
          <ErrorAlert error={failure} message={t('templates.files.failed')} testId="attachment-upload-error" />
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('templates.files.title')}
        </Typography.Title>
        {list.error && (
          <ErrorAlert
            error={toApiError(list.error)}
            message={t('templates.files.listFailed')}
            onRetry={() => void list.refetch()}
            testId="attachments-error"
          />
        )}
        <PagedTable<EmailAttachment>
          testId="attachments-table"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey="attachment_id"
          page={page}
          pageSize={limit}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyText={t('templates.files.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
