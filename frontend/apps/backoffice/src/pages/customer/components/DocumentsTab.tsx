import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Skeleton, type TableProps } from 'antd';
import {
  toApiError,
  useDocumentTypesQuery,
  useDownloadDocumentFileMutation,
  useListDocumentsQuery,
  useSaveDocumentMutation,
  type Customer,
  type DocumentMeta,
} from '@zrm/api';
import { formatDateTime, formatFileSize } from '@zrm/format';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { usePagingParams } from '../../../lists/usePagingParams';
import { AttachDocumentModal } from './AttachDocumentModal';
import { UploadDocumentForm } from './UploadDocumentForm';

/** Upload a document, list the customer's documents (newest first), download or attach one. */
export function DocumentsTab({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const customerId = customer.customer_id;
  const { page, limit, setPage } = usePagingParams({ prefix: 'documents-', defaultLimit: 10 });
  const [attaching, setAttaching] = useState<DocumentMeta | null>(null);
  const types = useDocumentTypesQuery({ language: toSupportedLanguage(i18n.language) });
  const { data, error, isFetching, refetch } = useListDocumentsQuery({ customerId, page, limit });
  const [download, downloading] = useDownloadDocumentFileMutation();
  const [upload, uploading] = useSaveDocumentMutation();
  const erased = Boolean(customer.erased_at);

  const typeLabels = useMemo(
    () => new Map((types.data?.items ?? []).map((item) => [item.value, item.label])),
    [types.data],
  );

  const save = async (document: DocumentMeta) => {
    const result = await download({ customerId, documentId: document.document_id, fallbackName: document.file_name });
    if ('error' in result && result.error) {
      notification.error({ title: t('customer.documents.downloadFailed'), description: toApiError(result.error).detail, key: 'download' });
      return;
    }
    notification.success({ title: t('customer.documents.downloaded', { file: result.data.fileName }), key: 'download' });
  };

  const columns: NonNullable<TableProps<DocumentMeta>['columns']> = [
      { key: 'file_name', title: t('customer.documents.fileName'), dataIndex: 'file_name' },
      {
        key: 'type',
        title: t('customer.documents.type'),
        render: (_, document) => typeLabels.get(document.document_type) ?? document.document_type,
      },
      { key: 'size', title: t('customer.documents.size'), render: (_, document) => formatFileSize(document.size_bytes) },
      {
        key: 'uploaded_at',
        title: t('customer.documents.uploadedAt'),
        render: (_, document) => formatDateTime(document.uploaded_at, customer.country),
      },
      {
      key: 'uploaded_by',
      title: t('customer.documents.uploadedBy'),
      render: (_, document) => document.uploaded_by_name ?? document.uploaded_by,
    },
      {
        key: 'application',
        title: t('customer.documents.application'),
        render: (_, document) => <span data-testid={`document-application-${document.document_id}`}>{document.application_id ?? '-'}</span>,
      },
      {
        key: 'actions',
        title: t('customer.documents.actions'),
        render: (_, document) => (
          <Flex gap={8}>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={downloading.isLoading && downloading.originalArgs?.documentId === document.document_id}
              onClick={() => void save(document)}
              data-testid={`document-download-${document.document_id}`}
            >
              {t('customer.documents.download')}
            </Button>
            {!document.application_id && (
              <Button
                size="small"
                icon={<LinkOutlined />}
                onClick={() => setAttaching(document)}
                data-testid={`document-attach-${document.document_id}`}
              >
                {t('customer.documents.attach')}
              </Button>
            )}
          </Flex>
        ),
      },
  ];

  return (
    <Flex vertical gap={16}>
      {!erased && (
        <Card size="small" title={t('customer.documents.uploadTitle')}>
          {types.error ? (
            <ErrorAlert error={toApiError(types.error)} onRetry={() => void types.refetch()} testId="document-types-error" />
          ) : types.data ? (
            <UploadDocumentForm
              types={types.data}
              owners={[{ customerId, name: `${customer.first_name} ${customer.last_name}` }]}
              send={(owner, documentType, file) => upload({ customerId: owner, documentType, body: { file } })}
              sending={uploading.isLoading}
            />
          ) : (
            <Skeleton active paragraph={false} />
          )}
        </Card>
      )}
      {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="documents-error" />}
      <PagedTable<DocumentMeta>
        testId="documents-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey="document_id"
        rowTestId={(document) => `document-row-${document.document_id}`}
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('customer.documents.empty')}
        onPageChange={setPage}
      />
      <AttachDocumentModal document={attaching} onClose={() => setAttaching(null)} />
    </Flex>
  );
}
