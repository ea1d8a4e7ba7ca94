import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { selectSession, toApiError, useAppSelector, useBankLoginMutation, useBankLoginValidateMutation, type ApiError, type BankLoginRequest } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, LogoutNoticeAlert, OtpForm, REDIRECT_PARAM, safeRedirectPath, useSignInFailureText } from '@zrm/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { HOME_PATH } from '../../routes';

/** The form's values are the body of POST /bank/login. */
type Credentials = BankLoginRequest;

/**
 * Bank login: username and password (POST /bank/login), then the one-time code
 * (POST /bank/login/validate). Failures show the server's detail.
 */
export function BankLoginPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const [params] = useSearchParams();
  const [login, { isLoading }] = useBankLoginMutation();
  const [validate] = useBankLoginValidateMutation();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureText = useSignInFailureText();

  if (session?.platform === 'bank') {
    return <Navigate to={safeRedirectPath(params.get(REDIRECT_PARAM), HOME_PATH)} replace />;
  }

  const submit = async (values: Credentials) => {
    setFailure(null);
    const result = await login({ bankLoginRequest: { username: values.username.trim(), password: values.password } });
    if ('data' in result && result.data) setSessionId(result.data.session_id);
    else setFailure(toApiError(result.error));
  };

  const submitOtp = async (otp: string) => {
    if (!sessionId) return null;
    const result = await validate({ validateLoginRequest: { session_id: sessionId, otp } });
    return 'error' in result && result.error ? toApiError(result.error) : null;
  };

  return (
    <PublicPageFrame>
      <LogoutNoticeAlert />
      <Card>
        <Flex vertical gap={20}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="login-title">
              {t('login.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('bank.portal')}</Typography.Text>
          </div>
          {sessionId === null ? (
            <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading} data-testid="bank-login-form">
              <Form.Item
                label={t('login.username')}
                name="username"
                rules={[
                  { required: true, whitespace: true, message: t('login.usernameRequired') },
                  { max: 255, message: t('login.tooLong') },
                ]}
              >
                <Input autoComplete="username" autoFocus data-testid="login-username" />
              </Form.Item>
              <Form.Item
                label={t('login.password')}
                name="password"
                rules={[
                  { required: true, message: t('login.passwordRequired') },
                  { max: 255, message: t('login.tooLong') },
                ]}
              >
                <Input.Password autoComplete="current-password" data-testid="login-password" />
              </Form.Item>
              {failure && (
                <Form.Item>
                  <ErrorAlert error={failure} message={failureText(failure, t('login.failed'))} testId="login-error" />
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="login-submit">
                {t('login.submit')}
              </Button>
            </Form>
          ) : (
            <OtpForm note={t('login.otpNoteBank')} onSubmit={submitOtp} onStartOver={() => setSessionId(null)} />
          )}
        </Flex>
      </Card>
    </PublicPageFrame>
  );
}
