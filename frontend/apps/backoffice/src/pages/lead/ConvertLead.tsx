import { App, Button, Flex, Form, InputNumber, Modal, Select } from 'antd';
import { toApiError, useConvertLeadMutation, type ApiError, type Lead } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { LOAN_PURPOSES, MAX_LOAN_AMOUNT } from '../applicationNew/loan';

interface ConvertForm {
  loan_purpose: (typeof LOAN_PURPOSES)[number];
  mortgage_loan_amount: number | null;
}

/**
 * "Convert to application": core creates the application of the lead's people (registering the
 * ones the customer register does not know), assigned to the caller, and marks the lead handled;
 * the new application opens.
 */
export function ConvertLead({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [form] = Form.useForm<ConvertForm>();
  const [convert, converting] = useConvertLeadMutation();

  const submit = async (values: ConvertForm) => {
    setFailure(null);
    const result = await convert({
      id: lead.lead_id,
      convertLeadRequest: { loan_purpose: values.loan_purpose, mortgage_loan_amount: values.mortgage_loan_amount ?? null },
    });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('lead.converted', { id: result.data.application_id }), key: 'convert' });
    setOpen(false);
    void navigate(`/mortgage/application/${result.data.application_id}`);
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="lead-convert">
        {t('lead.convert')}
      </Button>
      <Modal
        open={open}
        title={t('lead.convertTitle', { id: lead.lead_id })}
        okText={t('lead.convert')}
        okButtonProps={{ 'data-testid': 'lead-convert-confirm' }}
        cancelText={t('common.cancel')}
        confirmLoading={converting.isLoading}
        onOk={() => form.submit()}
        onCancel={() => {
          setFailure(null);
          setOpen(false);
        }}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          {failure && <ErrorAlert error={failure} message={t('lead.convertFailed')} testId="lead-convert-error" />}
          <Form<ConvertForm> form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
            <Form.Item name="loan_purpose" label={t('application.loanPurpose')} rules={[{ required: true, message: t('applicationNew.purposeRequired') }]}>
              <Select
                data-testid="convert-purpose"
                options={LOAN_PURPOSES.map((purpose) => ({ value: purpose, label: t(`applications.purpose.${purpose}`) }))}
              />
            </Form.Item>
            <Form.Item name="mortgage_loan_amount" label={t('application.amount')}>
              <InputNumber min={1} max={MAX_LOAN_AMOUNT} precision={0} style={{ width: '100%' }} data-testid="convert-amount" />
            </Form.Item>
          </Form>
        </Flex>
      </Modal>
    </>
  );
}
