import { Alert, App, Button, Flex, Typography } from 'antd';
import { toApiError, useMyPagesStartDebtRegisterConsentMutation, type DebtRegister } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import { browser } from '../../browser';
import { NotOnBehalf } from './NotOnBehalf';
import { GJELD_CALLBACK_PATH } from './paths';

/**
 * Asks for the consent: the customer is sent to the debt register's consent page, which returns
 * them to `/gjeld/callback`. Shown without a valid consent, or with an old one.
 */
export function ShareConsent({ register, impersonated }: { register: DebtRegister; impersonated: boolean }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [start, { isLoading }] = useMyPagesStartDebtRegisterConsentMutation();
  const renewal = register.consent !== null;

  const share = async () => {
    const result = await start({
      redirect_url: `${window.location.origin}${GJELD_CALLBACK_PATH}`,
    });
    if ('error' in result) {
      notification.error({
        title: t('mypages.debt.failed'),
        description: toApiError(result.error).detail,
        key: 'debt-register',
      });
      return;
    }
    browser.assign(result.data.consent_url);
  };

  return (
    <Flex vertical gap={12} align="flex-start" data-testid="debt-share">
      {renewal && (
        <Alert
          type="warning"
          showIcon
          data-testid="debt-share-reason"
          title={
            register.old_consent
              ? t('mypages.debt.oldConsent', {
                  days: register.consent_limit_days,
                })
              : t('mypages.debt.inactiveConsent')
          }
        />
      )}
      <Typography.Paragraph style={{ margin: 0 }}>{t('mypages.gjeldNote')}</Typography.Paragraph>
      <NotOnBehalf impersonated={impersonated} testId="debt-share-button">
        <Button
          type="primary"
          size="large"
          loading={isLoading}
          disabled={impersonated}
          onClick={() => void share()}
          data-testid="debt-share-button"
        >
          {t(renewal ? 'mypages.debt.shareAgain' : 'mypages.gjeldHeading')}
        </Button>
      </NotOnBehalf>
    </Flex>
  );
}
