import { Button, Flex, Form, Input, Select } from 'antd';
import { useEmployeeCoordinatesQuery, useEmployeeRolesQuery, type ApiError, type EmployeeProfileBody, type User } from '@zrm/api';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { roleScreenName } from '@zrm/policy';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { PersonFields } from '../../components/PersonFields';
import { useCoordinateLabel } from '../../layout/useCoordinateLabel';
import {
  COORDINATE_CODE,
  TELAVOX_ID,
  TELAVOX_PREFIX,
  banksOf,
  blankEmployeeForm,
  employeeFormOf,
  profileOf,
  refusedField,
  type EmployeeFormValues,
} from './employeeProfile';

interface Props {
  /** The person edited; absent: a new person. */
  employee?: User;
  submitLabel: string;
  saving: boolean;
  /** Sends the profile; resolves to the gateway's refusal, or null once saved. */
  onSave: (profile: EmployeeProfileBody) => Promise<ApiError | null>;
  onCancel?: () => void;
}

/**
 * A person's profile and access, for creating them (/internal-users/new) and editing them (their
 * page): names, contact, language, roles, coordinates and the telephony and Sverker ids. A
 * refusal naming a field (400, or 409 for a taken e-mail or Sverker id) shows on that field.
 */
export function EmployeeForm({ employee, submitLabel, saving, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const coordinateLabel = useCoordinateLabel();
  const [form] = Form.useForm<EmployeeFormValues>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const roles = useEmployeeRolesQuery();
  const coordinates = useEmployeeCoordinatesQuery();
  const initialValues = useMemo(
    () => (employee ? employeeFormOf(employee) : blankEmployeeForm(toSupportedLanguage(i18n.resolvedLanguage))),
    [employee, i18n.resolvedLanguage],
  );

  const submit = async (values: EmployeeFormValues) => {
    setFailure(null);
    const refusal = await onSave(profileOf(values, employee ? banksOf(employee) : []));
    if (!refusal) return;
    const field = refusedField(refusal.status, refusal.field, refusal.detail);
    if (field && refusal.detail) form.setFields([{ name: field, errors: [refusal.detail] }]);
    else setFailure(refusal);
  };

  const roleOptions = (roles.data?.items ?? []).map(({ role }) => ({ value: role, label: roleScreenName(role) }));
  const coordinateOptions = (coordinates.data?.items ?? []).map((code) => ({ value: code, label: `${code} · ${coordinateLabel(code)}` }));

  return (
    <Form<EmployeeFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      data-testid="employee-form"
    >
      {failure && <ErrorAlert error={failure} message={t('internalUsers.form.failed')} testId="employee-form-error" />}
      <PersonFields testIdPrefix="employee-form" />
      <Form.Item name="roles" label={t('internalUsers.form.roles')}>
        <Select
          mode="multiple"
          data-testid="employee-form-roles"
          placeholder={t('internalUsers.form.rolesPlaceholder')}
          options={roleOptions}
          loading={roles.isLoading}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="zoordinates"
        label={t('internalUsers.form.coordinates')}
        // Typed codes are taken in capitals, as the gateway stores them.
        normalize={(codes: string[]) => codes.map((code) => code.trim().toUpperCase())}
        rules={[
          {
            validator: (_rule, codes: string[] = []) =>
              codes.every((code) => COORDINATE_CODE.test(code)) ? Promise.resolve() : Promise.reject(new Error(t('internalUsers.form.coordinateInvalid'))),
          },
        ]}
      >
        <Select
          mode="tags"
          data-testid="employee-form-coordinates"
          placeholder={t('internalUsers.form.coordinatesPlaceholder')}
          options={coordinateOptions}
          loading={coordinates.isLoading}
          tokenSeparators={[',', ' ']}
        />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item
          name="telavox_id"
          label={t('internalUsers.form.telavoxId')}
          rules={[{ pattern: TELAVOX_ID, transform: (value: string) => value.trim(), message: t('internalUsers.form.telavoxInvalid') }]}
          style={{ flex: 1 }}
        >
          <Input prefix={TELAVOX_PREFIX} data-testid="employee-form-telavox-id" />
        </Form.Item>
        <Form.Item
          name="sverker_id"
          label={t('internalUsers.form.sverkerId')}
          rules={[{ max: 64, transform: (value: string) => value.trim(), message: t('internalUsers.form.tooLong', { max: 64 }) }]}
          style={{ flex: 1 }}
        >
          <Input data-testid="employee-form-sverker-id" />
        </Form.Item>
      </Flex>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="employee-form-submit">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} data-testid="employee-form-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
