import { Button, Flex, Typography } from 'antd';
import { getRuntimeConfig } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/**
 * "I am a bank partner": bank partners work in the partner portal, which has its own sign-in
 * (username, password, one-time code); this leads there. Where no portal is deployed beside the
 * back office, the button is disabled and says why.
 */
export function PartnerLogin() {
  const { t } = useTranslation();
  const { bankPortalUrl } = getRuntimeConfig();
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('login.partnerIntro')}
      </Typography.Paragraph>
      <Button
        type="primary"
        block
        href={bankPortalUrl ? `${bankPortalUrl}/login` : undefined}
        disabled={!bankPortalUrl}
        data-testid="partner-login"
      >
        {t('login.partnerGo')}
      </Button>
      {!bankPortalUrl && (
        <Typography.Text type="secondary" data-testid="partner-not-configured">
          {t('login.partnerNotConfigured')}
        </Typography.Text>
      )}
    </Flex>
  );
}
