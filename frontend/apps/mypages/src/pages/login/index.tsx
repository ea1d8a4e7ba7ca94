import { Card, Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { LogoutNoticeAlert } from '@zrm/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { countryFromLocation, type CustomerCountry } from '../../country';
import { COUNTRY_CONFIG } from '../../countryConfig';
import { PublicFrame } from '../../layout/PublicFrame';
import { NorwegianLogin, type LoginVariant } from './components/NorwegianLogin';
import { SwedishLogin } from './components/SwedishLogin';

export type { LoginVariant };

/** Terms of use and privacy policy of the customer's country. */
export function LegalLinks({ country }: { country: CustomerCountry }) {
  const { t } = useTranslation();
  const { termsOfUseUrl, privacyPolicyUrl } = COUNTRY_CONFIG[country];
  return (
    <Flex justify="center" gap={24} wrap>
      <Typography.Link href={termsOfUseUrl} target="_blank" rel="noopener noreferrer" data-testid="terms-link">
        {t('mypages.termsOfUse')}
      </Typography.Link>
      <Typography.Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" data-testid="privacy-link">
        {t('mypages.privacyPolicy')}
      </Typography.Link>
    </Flex>
  );
}

/** The login card of a country, with the logged-out notice above it. */
export function LoginCard({ country, children }: { country: CustomerCountry; children: ReactNode }) {
  return (
    <PublicFrame>
      <LogoutNoticeAlert />
      <Card>{children}</Card>
      <LegalLinks country={country} />
    </PublicFrame>
  );
}

/**
 * The customer login by country (from the host; `?country=NO` on local hosts): Sweden offers
 * BankID on this device or another device, Norway BankID through the provider's page. On /gjeld
 * Norway asks to share the debt register.
 */
export function CustomerLoginPage({ variant }: { variant: LoginVariant }) {
  const location = useLocation();
  const country = countryFromLocation(window.location.hostname, location.search);
  return (
    <LoginCard country={country}>
      {country === 'NO' ? <NorwegianLogin variant={variant} /> : <SwedishLogin />}
    </LoginCard>
  );
}
