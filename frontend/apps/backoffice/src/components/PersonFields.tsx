import { Flex, Form, Input, Select } from 'antd';
import { SUPPORTED_LANGUAGES, useTranslation } from '@zrm/i18n';

/** E.164, as the gateway checks it: caught here first so a typo is caught before the round trip. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Who a person is, the same for staff and bank partners: first and last name, e-mail, phone and
 * the language of their e-mails, as form items named like the profile body's fields. The test
 * ids start with `testIdPrefix` (`employee-form-email`, `partner-form-email`).
 */
export function PersonFields({ testIdPrefix, emailHelp }: { testIdPrefix: string; emailHelp?: string }) {
  const { t } = useTranslation();
  const required = (message: string) => [{ required: true, whitespace: true, message }, { max: 100, message: t('internalUsers.form.tooLong', { max: 100 }) }];
  return (
    <>
      <Flex gap={12}>
        <Form.Item name="first_name" label={t('internalUsers.form.firstName')} rules={required(t('internalUsers.form.firstNameRequired'))} style={{ flex: 1 }}>
          <Input data-testid={`${testIdPrefix}-first-name`} />
        </Form.Item>
        <Form.Item name="last_name" label={t('internalUsers.form.lastName')} rules={required(t('internalUsers.form.lastNameRequired'))} style={{ flex: 1 }}>
          <Input data-testid={`${testIdPrefix}-last-name`} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="email"
        label={t('internalUsers.form.email')}
        extra={emailHelp}
        rules={[
          { required: true, whitespace: true, message: t('internalUsers.form.emailRequired') },
          { type: 'email', transform: (value: string) => value.trim(), message: t('internalUsers.form.emailInvalid') },
          { max: 255, message: t('internalUsers.form.tooLong', { max: 255 }) },
        ]}
      >
        <Input data-testid={`${testIdPrefix}-email`} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('internalUsers.form.phoneNumber')}
        rules={[{ pattern: E164, transform: (value: string) => value.trim(), message: t('internalUsers.form.phoneInvalid') }]}
      >
        <Input data-testid={`${testIdPrefix}-phone`} placeholder="+46701234567" />
      </Form.Item>
      <Form.Item name="language" label={t('internalUsers.form.language')}>
        <Select data-testid={`${testIdPrefix}-language`} options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))} />
      </Form.Item>
    </>
  );
}
