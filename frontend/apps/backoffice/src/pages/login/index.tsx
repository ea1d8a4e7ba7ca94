import { Card, Flex, Segmented, Typography } from 'antd';
import { selectSession, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher, LAYOUT, LogoutNoticeAlert, REDIRECT_PARAM, safeRedirectPath } from '@zrm/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { HOME_PATH } from '../../routes';
import { EmployeeLogin } from './components/EmployeeLogin';
import { PartnerLogin } from './components/PartnerLogin';

type LoginPlatform = 'employee' | 'partner';

/**
 * Staff login: "Log in to ZRM", a toggle between the employee sign-in (the identity provider's
 * popup, or e-mail + password + one-time code) and the way to the bank-partner portal. After
 * sign-in the remembered target path (or the landing page) opens.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const [params] = useSearchParams();
  const [platform, setPlatform] = useState<LoginPlatform>('employee');

  if (session?.platform === 'employee') {
    return <Navigate to={safeRedirectPath(params.get(REDIRECT_PARAM), HOME_PATH)} replace />;
  }

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '24px 16px' }}>
      <Flex justify="flex-end" style={{ width: '100%' }}>
        <LanguageSwitcher />
      </Flex>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: LAYOUT.loginWidth, marginTop: '8vh' }}>
        <LogoutNoticeAlert />
        <Card>
          <Flex vertical gap={20}>
            <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }} data-testid="login-title">
              {t('login.title')}
            </Typography.Title>
            <Segmented<LoginPlatform>
              block
              vertical
              aria-label={t('login.platform')}
              data-testid="login-platform"
              value={platform}
              onChange={setPlatform}
              options={[
                { value: 'employee', label: <span data-testid="platform-employee">{t('login.employee')}</span> },
                { value: 'partner', label: <span data-testid="platform-partner">{t('login.bankPartner')}</span> },
              ]}
            />
            {platform === 'employee' ? <EmployeeLogin /> : <PartnerLogin />}
          </Flex>
        </Card>
      </Flex>
    </Flex>
  );
}
