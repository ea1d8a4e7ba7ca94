import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import {
  toApiError,
  useApplicationDocumentsQuery,
  useDocumentTypesQuery,
  useDownloadApplicationDocumentFileMutation,
  useUploadApplicationDocumentMutation,
  type Application,
  type DocumentMeta,
} from '@zrm/api';
import { formatDateTime, formatFileSize } from '@zrm/format';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, type PageSize } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { UploadDocumentForm } from '../customer/components/UploadDocumentForm';

/**
 * The documents attached to the application (payslips, the purchase contract, a valuation…),
 * each of one applicant: listed newest first, downloaded, and uploaded for an applicant straight
 * onto the application. The customer register keeps them and audits every upload and download.
 */
export function Documents({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const applicationId = application.application_id;
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 10 });
  const types = useDocumentTypesQuery({ language: toSupportedLanguage(i18n.language) });
  const { data, error, isFetching, refetch } = useApplicationDocumentsQuery({ applicationId, ...paging });
  const [download, downloading] = useDownloadApplicationDocumentFileMutation();
  const [upload, uploading] = useUploadApplicationDocumentMutation();
  const owners = application.applicants.map((applicant) => ({
    customerId: applicant.customer_id,
    name: `${applicant.customer.first_name} ${applicant.customer.last_name}`,
  }));
  const nameOf = (customerId: number) => owners.find((owner) => owner.customerId === customerId)?.name ?? String(customerId);
  const typeLabels = useMemo(
    () => new Map((types.data?.items ?? []).map((item) => [item.value, item.label])),
    [types.data],
  );

  const save = async (document: DocumentMeta) => {
    const result = await download({
      applicationId,
      customerId: document.customer_id,
      documentId: document.document_id,
      fallbackName: document.file_name,
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('customer.documents.downloadFailed'), description: toApiError(result.error).detail, key: 'download' });
      return;
    }
    notification.success({ title: t('customer.documents.downloaded', { file: result.data.fileName }), key: 'download' });
  };

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="application-documents-error" />;
  return (
    <Flex vertical gap={12} data-testid="application-documents">
      <PagedTable<DocumentMeta>
        testId="application-documents-table"
        rows={data?.items ?? []}
        rowKey="document_id"
        rowTestId={(document) => `application-document-${document.document_id}`}
        page={paging.page}
        pageSize={paging.limit}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('application.documents.none')}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        columns={[
          { key: 'file_name', title: t('customer.documents.fileName'), dataIndex: 'file_name' },
          {
            key: 'type',
            title: t('customer.documents.type'),
            render: (_, document) => typeLabels.get(document.document_type) ?? document.document_type,
          },
          { key: 'owner', title: t('customer.documents.owner'), render: (_, document) => nameOf(document.customer_id) },
          { key: 'size', title: t('customer.documents.size'), render: (_, document) => formatFileSize(document.size_bytes) },
          {
            key: 'uploaded',
            title: t('customer.documents.uploadedAt'),
            render: (_, document) => (
              <Flex vertical>
                <span>{formatDateTime(document.uploaded_at, application.country)}</span>
                <Typography.Text type="secondary">{document.uploaded_by_name ?? document.uploaded_by}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'download',
            render: (_, document) => (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={downloading.isLoading && downloading.originalArgs?.documentId === document.document_id}
                onClick={() => void save(document)}
                data-testid={`application-document-download-${document.document_id}`}
              >
                {t('customer.documents.download')}
              </Button>
            ),
          },
        ]}
      />
      {application.status === 'ACTIVE' && types.data && (
        <UploadDocumentForm
          types={types.data}
          owners={owners}
          send={(customerId, documentType, file) => upload({ applicationId, customerId, documentType, body: { file } })}
          sending={uploading.isLoading}
        />
      )}
    </Flex>
  );
}
