import { Button, Flex, Typography } from 'antd';
import { toApiError, useMyPagesIdLoginMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { BankIdError } from '../../../bankid/BankIdError';
import { browser } from '../../../browser';
import { idLoginRequest } from '../../../countryConfig';

/** The plain login, or the debt-register one on /gjeld. */
export type LoginVariant = 'offers' | 'gjeld';

/**
 * Norwegian BankID: the gateway answers with the provider's login URL and the browser goes
 * there; the provider returns to /auth/callback (or /auth/failed).
 */
export function NorwegianLogin({ variant }: { variant: LoginVariant }) {
  const { t } = useTranslation();
  const [start, { isLoading }] = useMyPagesIdLoginMutation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const begin = async () => {
    setError(null);
    const result = await start(idLoginRequest('NO'));
    if ('error' in result) {
      setError(toApiError(result.error));
      return;
    }
    if (!result.data.login_url) {
      setError({ status: 'CUSTOM_ERROR', detail: null, requestId: null, field: null });
      return;
    }
    setLeaving(true);
    browser.assign(result.data.login_url);
  };

  return (
    <Flex vertical gap={20} data-testid="bankid-no">
      <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }} data-testid="bankid-no-heading">
        {variant === 'gjeld' ? t('mypages.gjeldHeading') : t('mypages.headingNo')}
      </Typography.Title>
      {variant === 'gjeld' && (
        <Typography.Paragraph style={{ margin: 0 }} data-testid="gjeld-note">
          {t('mypages.gjeldNote')}
        </Typography.Paragraph>
      )}
      {error ? (
        <BankIdError
          message={error.detail ?? t('mypages.startFailed')}
          requestId={error.requestId}
          onRetry={() => void begin()}
        />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          loading={isLoading || leaving}
          onClick={() => void begin()}
          data-testid="bankid-no-start"
        >
          {t('mypages.bankIdNo')}
        </Button>
      )}
    </Flex>
  );
}
