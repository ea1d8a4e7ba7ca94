import { Divider, Typography } from 'antd';
import { toApiError, useEmployeeLoginValidateMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { OtpForm } from '@zrm/ui';
import { useState } from 'react';

import { CredentialsForm } from './CredentialsForm';
import { IdpLogin } from './IdpLogin';

/**
 * The company's identity provider in a popup first; or two steps: e-mail and password, then the
 * one-time code the gateway e-mailed.
 */
export function EmployeeLogin() {
  const { t } = useTranslation();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [validate] = useEmployeeLoginValidateMutation();

  // Success stores the session; the login page then leaves for the target path.
  const submitOtp = async (otp: string) => {
    if (!sessionId) return null;
    const result = await validate({ validateLoginRequest: { session_id: sessionId, otp } });
    return 'error' in result && result.error ? toApiError(result.error) : null;
  };

  return (
    <>
      {sessionId === null && (
        <>
          <IdpLogin />
          <Divider plain style={{ margin: 0 }}>
            <Typography.Text type="secondary">{t('login.orPassword')}</Typography.Text>
          </Divider>
        </>
      )}
      {sessionId === null ? (
        <CredentialsForm onOtpRequired={setSessionId} />
      ) : (
        <OtpForm note={t('login.otpNote')} onSubmit={submitOtp} onStartOver={() => setSessionId(null)} />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }} data-testid="no-account">
        {t('login.noAccount')} {t('login.talkToTeamLeader')}
      </Typography.Paragraph>
    </>
  );
}
