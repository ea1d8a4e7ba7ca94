import { Button, Flex, Typography } from 'antd';
import { toApiError, useIdpCallbackMutation, useIdpLoginMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useSignInFailureText } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';

import { isIdpCallbackMessage } from './idpMessage';

const POPUP_NAME = 'zrm-idp-login';
const POPUP_FEATURES = 'popup=yes,width=520,height=680';

/**
 * The employee platform's main sign-in: the company's identity provider in a popup. The popup
 * is opened on the click itself (a browser blocks one opened after an await), then sent to the
 * authorization URL the gateway returns; the callback page hands the provider's answer back
 * here, and the gateway turns it into the ZRM session.
 */
export function IdpLogin() {
  const { t, i18n } = useTranslation();
  const failureText = useSignInFailureText();
  const [start, { isLoading: starting }] = useIdpLoginMutation();
  const [complete, { isLoading: completing }] = useIdpCallbackMutation();
  const [waiting, setWaiting] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isIdpCallbackMessage(event.data)) return;
      setWaiting(false);
      popup.current = null;
      void complete({ idpCallbackRequest: { callback: event.data.callback } }).then((result) => {
        if ('error' in result && result.error) setFailure(toApiError(result.error));
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [complete]);

  const open = async () => {
    setFailure(null);
    const opened = window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
    setBlocked(opened === null);
    if (opened === null) return;
    popup.current = opened;
    const result = await start({ idpLoginRequest: { language: i18n.language } });
    if ('error' in result && result.error) {
      opened.close();
      setFailure(toApiError(result.error));
      return;
    }
    if (result.data) {
      opened.location.href = result.data.authorization_url;
      setWaiting(true);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Button
        type="primary"
        size="large"
        block
        onClick={() => void open()}
        loading={starting || completing}
        data-testid="idp-login"
      >
        {completing ? t('login.idpCompleting') : t('login.idpSignIn')}
      </Button>
      {waiting && (
        <Typography.Text type="secondary" data-testid="idp-waiting">
          {t('login.idpWaiting')}
        </Typography.Text>
      )}
      {blocked && (
        <Typography.Text type="danger" role="alert" data-testid="idp-popup-blocked">
          {t('login.popupBlocked')}
        </Typography.Text>
      )}
      {failure && (
        <ErrorAlert error={failure} message={failureText(failure, t('login.idpFailed'))} testId="idp-error" />
      )}
    </Flex>
  );
}
