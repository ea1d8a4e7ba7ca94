import { Alert, Button, Flex, Spin } from 'antd';
import { toApiError, useIdpCallbackMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';

import { IDP_CALLBACK_MESSAGE, type IdpCallbackMessage } from '../login/components/idpMessage';

/**
 * Where the identity provider sends the sign-in popup back (`/idp-callback?code=…&state=…`):
 * hands the answer to the window that opened the popup and closes. Opened without one (the
 * popup was blocked and the provider ran in this tab), it completes the sign-in itself.
 */
export function IdpCallbackPage() {
  const { t } = useTranslation();
  const [complete] = useIdpCallbackMutation();
  const [outcome, setOutcome] = useState<'working' | 'signedIn' | ApiError>('working');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const callback = window.location.search.replace(/^\?/, '');
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      const message: IdpCallbackMessage = { type: IDP_CALLBACK_MESSAGE, callback };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    void complete({ idpCallbackRequest: { callback } }).then((result) => {
      setOutcome('error' in result && result.error ? toApiError(result.error) : 'signedIn');
    });
  }, [complete]);

  if (outcome === 'signedIn') return <Navigate to="/" replace />;
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48 }}>
      {outcome === 'working' ? (
        <Spin size="large" data-testid="idp-callback-working">
          <Alert type="info" title={t('login.idpCompleting')} />
        </Spin>
      ) : (
        <>
          <ErrorAlert error={outcome} message={outcome.detail ?? t('login.idpFailed')} testId="idp-callback-error" />
          <Link to="/login">
            <Button type="primary">{t('login.submit')}</Button>
          </Link>
        </>
      )}
    </Flex>
  );
}
