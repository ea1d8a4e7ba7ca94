import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { toApiError, useLazyEncryptedInsuranceIdQuery, type Insurance } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

/** Where the customer accepts an insurance's terms on My Pages; the encrypted id goes last. */
export const TERMS_PATH = '/insurance/terms?id=';

/**
 * "Customer link": the encrypted insurance id the customer's link carries, ready to copy. The
 * back office is not told where My Pages is deployed, so the link is given as its path on My
 * Pages (`/insurance/terms?id=…`) with the id on its own.
 */
export function CustomerLink({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fetchLink, link] = useLazyEncryptedInsuranceIdQuery();

  const show = () => {
    setOpen(true);
    void fetchLink({ insuranceId: insurance.insurance_id });
  };

  const encrypted = link.data?.encrypted_insurance_id;
  return (
    <>
      <Button icon={<LinkOutlined />} onClick={show} data-testid="insurance-customer-link">
        {t('insurance.link.button')}
      </Button>
      <Modal
        open={open}
        title={t('insurance.link.title')}
        onCancel={() => setOpen(false)}
        footer={
          <Button onClick={() => setOpen(false)} data-testid="insurance-customer-link-close">
            {t('common.close')}
          </Button>
        }
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="insurance-customer-link-modal">
          <Typography.Text>{t('insurance.link.intro')}</Typography.Text>
          {link.error && !link.isFetching && (
            <ErrorAlert
              error={toApiError(link.error)}
              message={t('insurance.link.failed')}
              onRetry={show}
              testId="insurance-customer-link-error"
            />
          )}
          {link.isFetching && <Skeleton active paragraph={{ rows: 2 }} />}
          {encrypted && !link.isFetching && (
            <>
              <div>
                <Typography.Text type="secondary">{t('insurance.link.encryptedId')}</Typography.Text>
                <Typography.Paragraph
                  copyable
                  code
                  style={{ wordBreak: 'break-all', marginBottom: 0 }}
                  data-testid="insurance-customer-link-id"
                >
                  {encrypted}
                </Typography.Paragraph>
              </div>
              <div>
                <Typography.Text type="secondary">{t('insurance.link.where')}</Typography.Text>
                <Typography.Paragraph
                  copyable
                  code
                  style={{ wordBreak: 'break-all', marginBottom: 0 }}
                  data-testid="insurance-customer-link-path"
                >
                  {`${TERMS_PATH}${encodeURIComponent(encrypted)}`}
                </Typography.Paragraph>
              </div>
              {link.data?.expires_at && (
                <Typography.Text type="secondary" data-testid="insurance-customer-link-expires">
                  {t('insurance.link.expires', { date: formatDateTime(link.data.expires_at, insurance.country) })}
                </Typography.Text>
              )}
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
