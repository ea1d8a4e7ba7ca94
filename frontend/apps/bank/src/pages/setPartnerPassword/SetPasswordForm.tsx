import { Button, Form, Input } from 'antd';
import { toApiError, useSetPartnerPasswordMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { PasswordRules } from './PasswordRules';
import { followsCheckedRules } from './passwordRules';

interface Values {
  password: string;
  confirm: string;
}

interface Props {
  /** The token of the mailed link. */
  token: string;
  /** The password is set: the partner's user name in the portal. */
  onDone: (username: string) => void;
  /** The gateway does not know the link (unknown, used or expired): its explanation. */
  onInvalidLink: (detail: string | null) => void;
}

/**
 * The new password, twice, under the rules checklist. Both are checked here first (rules the page
 * can check, and that the two match), so a typo never uses up a round trip; a rule only the server
 * can check (the e-mail address) comes back as a 400 and shows on the password field.
 */
export function SetPasswordForm({ token, onDone, onInvalidLink }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const [setPassword, { isLoading }] = useSetPartnerPasswordMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = async (values: Values) => {
    setFailure(null);
    const result = await setPassword({ setPartnerPasswordBody: { token, password: values.password } });
    if ('data' in result && result.data) return onDone(result.data.username);
    const error = toApiError(result.error);
    if (error.status === 404) return onInvalidLink(error.detail);
    if (error.status === 400 && error.field === 'password' && error.detail) form.setFields([{ name: 'password', errors: [error.detail] }]);
    else setFailure(error);
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={isLoading} data-testid="set-password-form">
      <Form.Item
        name="password"
        label={t('bank.setPassword.password')}
        // The checklist below answers while typing; the message waits until the field is left.
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('bank.setPassword.passwordRequired') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || followsCheckedRules(value) ? Promise.resolve() : Promise.reject(new Error(t('bank.setPassword.rulesNotMet'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus data-testid="set-password-password" />
      </Form.Item>
      <Form.Item>
        <PasswordRules password={password} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('bank.setPassword.confirm')}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('bank.setPassword.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('bank.setPassword.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="set-password-confirm" />
      </Form.Item>
      {failure && (
        <Form.Item>
          <ErrorAlert error={failure} message={t('bank.setPassword.failed')} testId="set-password-error" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="set-password-submit">
        {t('bank.setPassword.submit')}
      </Button>
    </Form>
  );
}
