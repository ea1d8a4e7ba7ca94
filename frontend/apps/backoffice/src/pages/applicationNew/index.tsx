import { App, Button, Form, InputNumber, Select } from 'antd';
import { toApiError, useCreateApplicationMutation, type ApiError, type LoanPurpose } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { CountryField, NewRecordPage } from '../../components/NewRecordPage';
import { useActiveCountry, type MortgageCountry } from '../../layout/coordinates';
import { ApplicantField } from './ApplicantField';
import { LOAN_PURPOSES, MAX_LOAN_AMOUNT } from './loan';

interface NewApplicationForm {
  country: MortgageCountry;
  loan_purpose: LoanPurpose;
  mortgage_loan_amount: number | null;
  main: string;
  main_id: number | null;
  co: string;
  co_id: number | null;
}

/**
 * /mortgage/application/new: an application for customers of the register (the main applicant
 * and perhaps a co-applicant, found by personal id), assigned to the caller; it opens once
 * created. Customers not in the register are added on the customer pages first (or come with a
 * converted lead).
 */
export function NewApplicationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const country = useActiveCountry();
  const [form] = Form.useForm<NewApplicationForm>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [create, creating] = useCreateApplicationMutation();

  const submit = async (values: NewApplicationForm) => {
    setFailure(null);
    if (!values.main_id) {
      form.setFields([{ name: 'main', errors: [t('applicationNew.notACustomer')] }]);
      return;
    }
    if (values.co?.trim() && !values.co_id) {
      form.setFields([{ name: 'co', errors: [t('applicationNew.notACustomer')] }]);
      return;
    }
    const result = await create({
      createApplicationRequest: {
        country: values.country,
        loan_purpose: values.loan_purpose,
        mortgage_loan_amount: values.mortgage_loan_amount ?? null,
        main_applicant: values.main_id,
        co_applicant: values.co?.trim() ? values.co_id : null,
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = error.field === 'main_applicant' ? 'main' : error.field === 'co_applicant' ? 'co' : null;
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('applicationNew.created', { id: result.data.application_id }), key: 'application-created' });
    void navigate(`/mortgage/application/${result.data.application_id}`);
  };

  return (
    <NewRecordPage title={t('applicationNew.title')}>
        {failure && <ErrorAlert error={failure} message={t('applicationNew.failed')} testId="application-new-error" />}
        <Form<NewApplicationForm>
          form={form}
          layout="vertical"
          initialValues={{ country, loan_purpose: 'BUY', main_id: null, co_id: null }}
          onFinish={(values) => void submit(values)}
        >
          <CountryField />
          <Form.Item name="loan_purpose" label={t('application.loanPurpose')} rules={[{ required: true, message: t('applicationNew.purposeRequired') }]}>
            <Select
              data-testid="application-new-purpose"
              options={LOAN_PURPOSES.map((purpose) => ({ value: purpose, label: t(`applications.purpose.${purpose}`) }))}
            />
          </Form.Item>
          <Form.Item name="mortgage_loan_amount" label={t('application.amount')}>
            <InputNumber min={1} max={MAX_LOAN_AMOUNT} precision={0} style={{ width: '100%' }} data-testid="application-new-amount" />
          </Form.Item>
          <ApplicantField name="main" label={t('applicationNew.mainApplicant')} required form={form} />
          <ApplicantField name="co" label={t('applicationNew.coApplicant')} required={false} form={form} />
          <Button type="primary" htmlType="submit" loading={creating.isLoading} data-testid="application-new-submit">
            {t('applicationNew.submit')}
          </Button>
        </Form>
    </NewRecordPage>
  );
}
