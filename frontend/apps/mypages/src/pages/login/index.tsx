import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher, LAYOUT, LogoutNoticeAlert } from '@zrm/ui';
import { useLocation } from 'react-router-dom';

import { countryFromLocation, isMobileBrowser, type CustomerCountry } from '../../country';

export type LoginVariant = 'offers' | 'gjeld';

type BankIdDevice = 'this_device' | 'other_device';

/**
 * Customer login by country: Sweden offers BankID on this device or on another
 * device, ordered by mobile vs desktop; Norway signs in with BankID. The gateway has no customer
 * sign-in yet, so the buttons are shown disabled under a notice that says so, rather than
 * failing when pressed.
 */
export function CustomerLoginPage({ variant }: { variant: LoginVariant }) {
  const { t } = useTranslation();
  const location = useLocation();
  const country: CustomerCountry = countryFromLocation(window.location.hostname, location.search);
  const seButtons: { device: BankIdDevice; label: string }[] = [
    { device: 'this_device', label: t('mypages.thisDevice') },
    { device: 'other_device', label: t('mypages.otherDevice') },
  ];
  if (!isMobileBrowser(navigator.userAgent)) seButtons.reverse();

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '24px 16px', background: '#f5f7fa' }}>
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        <Typography.Text strong style={{ fontSize: 24, color: '#1f4e8c' }}>
          {t('mypages.title')}
        </Typography.Text>
        <LanguageSwitcher />
      </Flex>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: LAYOUT.loginWidth, marginTop: '8vh' }}>
        <LogoutNoticeAlert />
        <Alert type="info" showIcon title={t('mypages.notOpenYet')} data-testid="sign-in-not-open" />
        <Card>
          {country === 'NO' ? (
            <Flex vertical gap={20} data-testid="bankid-no">
              <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }} data-testid="bankid-no-heading">
                {variant === 'gjeld' ? t('mypages.gjeldHeading') : t('mypages.headingNo')}
              </Typography.Title>
              {variant === 'gjeld' && <Typography.Paragraph style={{ margin: 0 }}>{t('mypages.gjeldNote')}</Typography.Paragraph>}
              <Button type="primary" size="large" block disabled data-testid="bankid-no-start">
                {t('mypages.bankIdNo')}
              </Button>
            </Flex>
          ) : (
            <Flex vertical gap={12} data-testid="bankid-se">
              <Typography.Title level={3} style={{ margin: '0 0 8px', textAlign: 'center' }}>
                {t('mypages.headingSe')}
              </Typography.Title>
              {seButtons.map(({ device, label }, index) => (
                <Button
                  key={device}
                  type={index === 0 ? 'primary' : 'default'}
                  size="large"
                  block
                  disabled
                  data-testid={`bankid-se-${device}`}
                >
                  {label}
                </Button>
              ))}
            </Flex>
          )}
        </Card>
      </Flex>
    </Flex>
  );
}
