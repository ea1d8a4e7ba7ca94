import { Button, Form, Input } from 'antd';
import { isApiError, toApiError, useEmployeeLoginMutation, type ApiError, type LoginRequest } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useSignInFailureText } from '@zrm/ui';
import { useState } from 'react';

/** The form's values are the body of POST /employee/login. */
type Credentials = LoginRequest;

const FIELDS = new Set<string>(['email', 'password']);

/**
 * Validation: e-mail required, a valid address, at most 255 characters; password required, at
 * most 255 characters.
 * Failures show the server's detail or "Wrong username or password".
 */
export function CredentialsForm({ onOtpRequired }: { onOtpRequired: (sessionId: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [login, { isLoading }] = useEmployeeLoginMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureText = useSignInFailureText();

  const submit = async (values: Credentials) => {
    setFailure(null);
    const result = await login({ loginRequest: { email: values.email.trim(), password: values.password } });
    if ('data' in result && result.data) {
      onOtpRequired(result.data.session_id);
      return;
    }
    const error = result.error;
    if (isApiError(error) && error.field && FIELDS.has(error.field) && error.detail) {
      form.setFields([{ name: error.field as keyof Credentials, errors: [error.detail] }]);
      return;
    }
    setFailure(toApiError(error));
  };

  return (
    <Form<Credentials> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading} data-testid="login-form">
      <Form.Item
        label={t('login.email')}
        name="email"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
          { max: 255, message: t('login.tooLong') },
        ]}
      >
        <Input autoComplete="username" inputMode="email" autoFocus data-testid="login-email" />
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
      <Button htmlType="submit" block loading={isLoading} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
