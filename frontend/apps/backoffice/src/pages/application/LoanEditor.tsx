import { App, Button, Flex, Form, InputNumber, Modal, Select } from 'antd';
import { toApiError, useUpdateApplicationMutation, type ApiError, type Application, type LoanPurpose } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

import { LOAN_PURPOSES, MAX_LOAN_AMOUNT } from '../applicationNew/loan';

interface LoanForm {
  loan_purpose: LoanPurpose;
  mortgage_loan_amount: number | null;
}

/**
 * "Edit loan": the loan purpose and amount of an active application, sent with the version the
 * page read, so a change someone else made meanwhile is refused (409) instead of overwritten.
 */
export function LoanEditor({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [form] = Form.useForm<LoanForm>();
  const [update, updating] = useUpdateApplicationMutation();
  if (application.status !== 'ACTIVE') return null;

  const close = () => {
    setFailure(null);
    setOpen(false);
  };

  const submit = async (values: LoanForm) => {
    setFailure(null);
    const result = await update({
      applicationId: application.application_id,
      updateApplicationRequest: {
        version: application.version,
        loan_purpose: values.loan_purpose,
        ...(values.mortgage_loan_amount ? { mortgage_loan_amount: values.mortgage_loan_amount } : {}),
      },
    });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('application.loanSaved'), key: 'loan' });
    close();
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="loan-edit">
        {t('application.editLoan')}
      </Button>
      <Modal
        open={open}
        title={t('application.editLoan')}
        okText={t('customer.save')}
        okButtonProps={{ 'data-testid': 'loan-save' }}
        cancelText={t('common.cancel')}
        confirmLoading={updating.isLoading}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          {failure && <ErrorAlert error={failure} message={t('application.changeFailed')} testId="loan-error" />}
          <Form<LoanForm>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ loan_purpose: application.loan.loan_purpose, mortgage_loan_amount: application.loan.mortgage_loan_amount ?? null }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="loan_purpose" label={t('application.loanPurpose')}>
              <Select
                data-testid="loan-purpose"
                options={LOAN_PURPOSES.map((purpose) => ({ value: purpose, label: t(`applications.purpose.${purpose}`) }))}
              />
            </Form.Item>
            <Form.Item name="mortgage_loan_amount" label={t('application.amount')}>
              <InputNumber min={1} max={MAX_LOAN_AMOUNT} precision={0} style={{ width: '100%' }} data-testid="loan-amount" />
            </Form.Item>
          </Form>
        </Flex>
      </Modal>
    </>
  );
}
