import { App, Button, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import { toApiError, useCreateLeadMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { CountryField, NewRecordPage } from '../../components/NewRecordPage';
import { useActiveCountry, type MortgageCountry } from '../../layout/coordinates';

/** Where a lead an employee enters by hand comes from (spec: lead sources). */
export const LEAD_SOURCES = ['DIRECT', 'RECOMMENDATION', 'WINBACK', 'ONLINE_LEAD', 'AFFILIATE_PARTNER', 'BLANCO'] as const;

/** How a lead entered on this page was created (its creation source). */
const MANUAL = 'manual';

interface Person {
  pni: string;
  first_name: string;
  last_name: string;
}

interface NewLeadForm {
  country: MortgageCountry;
  source: (typeof LEAD_SOURCES)[number];
  applicant: Person;
  withCoApplicant: boolean;
  co_applicant?: Person;
}

const trimmed = (person: Person): Person => ({
  pni: person.pni.trim(),
  first_name: person.first_name.trim(),
  last_name: person.last_name.trim(),
});

type FieldName = 'source' | ['applicant' | 'co_applicant', keyof Person];

const PERSON_FIELDS: readonly string[] = ['pni', 'first_name', 'last_name'];

/** The form field of a refused one (`data.applicant.pni` → applicant, pni), if it has one. */
function formField(field: string | null): FieldName | null {
  if (field === 'source') return 'source';
  const match = /^data\.(applicant|co_applicant)\.(\w+)$/.exec(field ?? '');
  const [, person, name] = match ?? [];
  if (!person || !name || !PERSON_FIELDS.includes(name)) return null;
  return [person as 'applicant' | 'co_applicant', name as keyof Person];
}

/**
 * /mortgage/lead/new: a lead taken by phone or in person. Core runs the same intake checks as for
 * online leads (personal id of the country, names); a refusal that names a field shows on it.
 * The lead opens once created, ready for a meeting or conversion.
 */
export function NewLeadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const country = useActiveCountry();
  const [form] = Form.useForm<NewLeadForm>();
  const withCoApplicant = Form.useWatch('withCoApplicant', form);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [create, creating] = useCreateLeadMutation();

  const submit = async (values: NewLeadForm) => {
    setFailure(null);
    const result = await create({
      createLeadRequest: {
        country: values.country,
        source: values.source,
        create_source: { type: MANUAL, error: null },
        data: {
          applicant: trimmed(values.applicant),
          co_applicant: values.withCoApplicant && values.co_applicant ? trimmed(values.co_applicant) : null,
        },
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = formField(error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('leadNew.created', { id: result.data.lead_id }), key: 'lead-created' });
    void navigate(`/mortgage/lead/${result.data.lead_id}`);
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }, { max: 100, message: t('customer.nameTooLong') }];
  const person = (prefix: 'applicant' | 'co_applicant') => (
    <>
      <Form.Item name={[prefix, 'pni']} label={t('leadNew.pni')} rules={[{ required: true, whitespace: true, message: t('applicationNew.pniRequired') }]}>
        <Input data-testid={`lead-new-${prefix}-pni`} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name={[prefix, 'first_name']} label={t('customer.firstName')} rules={required(t('customer.firstNameRequired'))} style={{ flex: 1 }}>
          <Input data-testid={`lead-new-${prefix}-first-name`} />
        </Form.Item>
        <Form.Item name={[prefix, 'last_name']} label={t('customer.lastName')} rules={required(t('customer.lastNameRequired'))} style={{ flex: 1 }}>
          <Input data-testid={`lead-new-${prefix}-last-name`} />
        </Form.Item>
      </Flex>
    </>
  );

  return (
    <NewRecordPage title={t('leadNew.title')}>
        {failure && <ErrorAlert error={failure} message={t('leadNew.failed')} testId="lead-new-error" />}
        <Form<NewLeadForm>
          form={form}
          layout="vertical"
          initialValues={{ country, source: 'DIRECT', withCoApplicant: false }}
          onFinish={(values) => void submit(values)}
        >
          <CountryField />
          <Form.Item name="source" label={t('lead.source')}>
            <Select data-testid="lead-new-source" options={LEAD_SOURCES.map((source) => ({ value: source, label: t(`enums.leadSources.${source}`) }))} />
          </Form.Item>
          <Typography.Title level={5}>{t('lead.applicant')}</Typography.Title>
          {person('applicant')}
          <Form.Item name="withCoApplicant" valuePropName="checked">
            <Checkbox data-testid="lead-new-with-co">{t('leadNew.withCoApplicant')}</Checkbox>
          </Form.Item>
          {withCoApplicant && (
            <>
              <Typography.Title level={5}>{t('lead.coApplicant')}</Typography.Title>
              {person('co_applicant')}
            </>
          )}
          <Button type="primary" htmlType="submit" loading={creating.isLoading} data-testid="lead-new-submit">
            {t('leadNew.submit')}
          </Button>
        </Form>
    </NewRecordPage>
  );
}
