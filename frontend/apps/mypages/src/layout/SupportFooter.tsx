import { Flex, Layout, Typography } from 'antd';
import { useMyPagesContentSettingsQuery } from '@zrm/api';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';

import type { CustomerCountry } from '../country';

/** Customer service of the country: phone, e-mail and opening hours, in the reader's language. */
export function SupportFooter({ country }: { country: CustomerCountry }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data, isError } = useMyPagesContentSettingsQuery({ country, language });

  return (
    <Layout.Footer data-testid="support-footer" style={{ borderTop: '1px solid #e5e9f0' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('mypages.supportTitle')}
      </Typography.Title>
      {isError && <Typography.Text type="secondary">{t('mypages.supportUnavailable')}</Typography.Text>}
      {data && (
        <Flex gap={32} wrap>
          <div>
            <Typography.Text type="secondary">{t('mypages.phone')}</Typography.Text>
            <div>
              <Typography.Link
                href={`tel:${data.customer_support_phone.replace(/\s+/g, '')}`}
                data-testid="support-phone"
              >
                {data.customer_support_phone}
              </Typography.Link>
            </div>
          </div>
          <div>
            <Typography.Text type="secondary">{t('mypages.email')}</Typography.Text>
            <div>
              <Typography.Link href={`mailto:${data.customer_support_email}`} data-testid="support-email">
                {data.customer_support_email}
              </Typography.Link>
            </div>
          </div>
          <div>
            <Typography.Text type="secondary">{t('mypages.openingHours')}</Typography.Text>
            <div style={{ whiteSpace: 'pre-line' }} data-testid="support-opening-hours">
              {data.opening_hours}
            </div>
          </div>
        </Flex>
      )}
    </Layout.Footer>
  );
}
