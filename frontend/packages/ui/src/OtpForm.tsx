import { Alert, Button, Flex, Form, Input } from 'antd';
import type { ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { ErrorAlert } from './ErrorAlert';

export interface OtpFormProps {
  /** Shown above the field, e.g. "Check your email for the OTP". */
  note: string;
  /** Sends the code; resolves to the failure to show, or null once accepted. */
  onSubmit: (otp: string) => Promise<ApiError | null>;
  onStartOver: () => void;
}

/** One-time-code step of every password sign-in: 6 to 8 characters. */
export function OtpForm({ note, onSubmit, onStartOver }: OtpFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = async ({ otp }: { otp: string }) => {
    setFailure(null);
    setBusy(true);
    const error = await onSubmit(otp.trim());
    setBusy(false);
    setFailure(error);
  };

  return (
    <Form<{ otp: string }> layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} data-testid="otp-form">
      <Form.Item>
        <Alert type="info" showIcon title={note} data-testid="otp-note" />
      </Form.Item>
      <Form.Item
        label={t('login.otp')}
        name="otp"
        rules={[
          { required: true, whitespace: true, message: t('login.otpRequired') },
          { min: 6, max: 8, message: t('login.otpLength') },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} autoFocus data-testid="login-otp" />
      </Form.Item>
      {failure && (
        <Form.Item>
          <ErrorAlert error={failure} testId="otp-error" />
        </Form.Item>
      )}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="otp-submit">
          {t('login.verify')}
        </Button>
        <Button type="link" onClick={onStartOver} data-testid="otp-start-over">
          {t('login.startOver')}
        </Button>
      </Flex>
    </Form>
  );
}
