import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Select, Typography } from 'antd';
import { toApiError, type DocumentMeta, type DocumentTypes, type SaveDocumentApiArg } from '@zrm/api';
import { formatFileSize } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useRef, useState } from 'react';

export type DocumentType = SaveDocumentApiArg['documentType'];

/** Whose document it is: the customer of the page, or one of an application's applicants. */
export interface DocumentOwner {
  customerId: number;
  name: string;
}

/** A mutation's settled result, as the upload mutations answer. */
type Sent = { data: DocumentMeta; error?: undefined } | { data?: undefined; error: unknown };

interface Props {
  types: DocumentTypes;
  /** One owner: no choice shown. Several: the form asks whose document it is. */
  owners: readonly DocumentOwner[];
  send: (customerId: number, documentType: DocumentType, file: File) => Promise<Sent>;
  sending: boolean;
}

/**
 * Document type and file (and whose, when there is a choice), checked against the limits
 * GET /document/types states (size, content type, not empty) before the upload starts; the
 * gateway checks them again as the file streams.
 */
export function UploadDocumentForm({ types, owners, send, sending }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const [owner, setOwner] = useState<number | null>(owners.length === 1 ? (owners[0]?.customerId ?? null) : null);
  const [ownerMissing, setOwnerMissing] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? refusal(chosen) : null);
  };

  const refusal = (chosen: File): string | null => {
    if (chosen.size === 0) return t('customer.documents.fileEmpty');
    if (chosen.size > types.max_size_bytes) {
      return t('customer.documents.fileTooLarge', { max: formatFileSize(types.max_size_bytes) });
    }
    // An empty type is the browser not knowing; the server types such a file by its first bytes.
    if (chosen.type && !types.content_types.includes(chosen.type)) {
      return t('customer.documents.fileTypeNotTaken', { types: types.content_types.join(', ') });
    }
    return null;
  };

  const submit = async () => {
    setTypeMissing(!documentType);
    setOwnerMissing(owner === null);
    if (!file) setFileError(t('customer.documents.fileRequired'));
    if (owner === null || !documentType || !file || refusal(file)) return;
    const result = await send(owner, documentType, file);
    if (result.error !== undefined || !result.data) {
      const error = toApiError(result.error);
      notification.error({ title: t('customer.documents.uploadFailed'), description: error.detail, key: 'upload' });
      return;
    }
    notification.success({ title: t('customer.documents.uploaded', { file: result.data.file_name }), key: 'upload' });
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Form layout="inline" onFinish={() => void submit()} data-testid="document-upload-form">
      {owners.length > 1 && (
        <Form.Item
          label={t('customer.documents.owner')}
          validateStatus={ownerMissing ? 'error' : undefined}
          help={ownerMissing ? t('customer.documents.ownerRequired') : undefined}
        >
          <Select<number>
            style={{ width: 220 }}
            value={owner ?? undefined}
            placeholder={t('customer.documents.owner')}
            onChange={(value) => {
              setOwner(value);
              setOwnerMissing(false);
            }}
            options={owners.map((candidate) => ({ value: candidate.customerId, label: candidate.name }))}
            data-testid="document-owner-select"
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('customer.documents.type')}
        validateStatus={typeMissing ? 'error' : undefined}
        help={typeMissing ? t('customer.documents.typeRequired') : undefined}
      >
        <Select<DocumentType>
          style={{ width: 240 }}
          value={documentType ?? undefined}
          placeholder={t('customer.documents.type')}
          onChange={(value) => {
            setDocumentType(value);
            setTypeMissing(false);
          }}
          options={types.items.map((item) => ({ value: item.value as DocumentType, label: item.label }))}
          data-testid="document-type-select"
        />
      </Form.Item>
      <Form.Item
        label={t('customer.documents.file')}
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <Flex gap={8} align="center">
          <input
            ref={input}
            type="file"
            // Not the `hidden` attribute: the theme's input styles would show it again.
            style={{ display: 'none' }}
            accept={types.content_types.join(',')}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            data-testid="document-file-input"
          />
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
            {t('customer.documents.chooseFile')}
          </Button>
          {file && (
            <Typography.Text data-testid="document-file-chosen">
              {file.name} ({formatFileSize(file.size)})
            </Typography.Text>
          )}
        </Flex>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={sending} data-testid="document-upload">
          {t('customer.documents.upload')}
        </Button>
      </Form.Item>
    </Form>
  );
}
