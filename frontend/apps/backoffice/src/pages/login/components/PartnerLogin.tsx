import { Button, Flex, Tooltip, Typography } from 'antd';
import { getRuntimeConfig } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

const POPUP_FEATURES = 'popup=yes,width=520,height=680';

/**
 * Bank-partner platform: one Log In button opening the staff identity provider in a
 * popup. Where no identity provider is configured the button is disabled and says why.
 */
export function PartnerLogin() {
  const { t } = useTranslation();
  const { idpLoginUrl } = getRuntimeConfig();
  const [blocked, setBlocked] = useState(false);

  if (!idpLoginUrl) {
    return (
      <Flex vertical gap={8}>
        <Tooltip title={t('login.partnerNotConfigured')}>
          <Button type="primary" block disabled data-testid="partner-login">
            {t('login.submit')}
          </Button>
        </Tooltip>
        <Typography.Text type="secondary" data-testid="partner-not-configured">
          {t('login.partnerNotConfigured')}
        </Typography.Text>
      </Flex>
    );
  }

  const open = () => {
    const popup = window.open(idpLoginUrl, 'zrm-idp-login', POPUP_FEATURES);
    setBlocked(popup === null);
  };

  return (
    <Flex vertical gap={8}>
      <Button type="primary" block onClick={open} data-testid="partner-login">
        {t('login.submit')}
      </Button>
      {blocked && (
        <Typography.Text type="danger" role="alert">
          {t('login.popupBlocked')}
        </Typography.Text>
      )}
    </Flex>
  );
}
