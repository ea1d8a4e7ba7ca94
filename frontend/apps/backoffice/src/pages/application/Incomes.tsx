import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, InputNumber, Modal, Select, Table, Typography } from 'antd';
import { toApiError, useUpdateApplicationMutation, type ApiError, type Application, type Income, type IncomeKind } from '@zrm/api';
import { currencyOf, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

const KINDS: readonly IncomeKind[] = ['SALARY', 'PENSION', 'SELF_EMPLOYMENT', 'RENTAL', 'BENEFITS', 'OTHER'];
/** The gateway's bounds (whole kronor). */
const MAX_MONTHLY = 100_000_000;
const MAX_YEARLY = 1_200_000_000;

interface Line {
  customer_id: number;
  kind: IncomeKind;
  amount: number | null;
  yearly_amount: number | null;
}

interface IncomesForm {
  lines: Line[];
}

const LINE_FIELDS = ['customer_id', 'kind', 'amount', 'yearly_amount'] as const;

/** `incomes[2].amount` → the form field ['lines', 2, 'amount']. */
function lineField(field: string | null): ['lines', number, keyof Line] | null {
  const match = /^incomes\[(\d+)\]\.(\w+)$/.exec(field ?? '');
  const [, index, name] = match ?? [];
  const known = LINE_FIELDS.find((candidate) => candidate === name);
  return index !== undefined && known ? ['lines', Number(index), known] : null;
}

/**
 * The applicants' incomes: each line's monthly and yearly figures (twelve months to a year when
 * one is missing) and the total the country works with (monthly in Sweden, yearly in Norway).
 * Editing replaces every line under the version the page read.
 */
export function Incomes({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [form] = Form.useForm<IncomesForm>();
  const [update, updating] = useUpdateApplicationMutation();
  const currency = currencyOf(application.country);
  const money = (amount: number) => formatMoney(amount * 100, currency);
  const yearlyCountry = application.country === 'NO';
  const name = (customerId: number) => {
    const applicant = application.applicants.find((person) => person.customer_id === customerId);
    return applicant ? `${applicant.customer.first_name} ${applicant.customer.last_name}` : String(customerId);
  };

  const close = () => {
    setFailure(null);
    setOpen(false);
  };

  const submit = async ({ lines = [] }: IncomesForm) => {
    setFailure(null);
    const result = await update({
      applicationId: application.application_id,
      updateApplicationRequest: {
        version: application.version,
        // The form's rule leaves no line without an amount: monthly, else yearly.
        incomes: lines.map(({ customer_id, kind, amount, yearly_amount }) =>
          amount != null
            ? { customer_id, kind, amount, yearly_amount: yearly_amount ?? null }
            : { customer_id, kind, amount: null, yearly_amount: yearly_amount as number },
        ),
      },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      const field = lineField(error.field);
      if (field && error.detail) form.setFields([{ name: field, errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({ title: t('application.incomes.saved'), key: 'incomes' });
    close();
  };

  return (
    <Flex vertical gap={8}>
      <Table<Income>
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={application.incomes}
        data-testid="incomes"
        locale={{ emptyText: t('application.incomes.none') }}
        columns={[
          { key: 'who', title: t('application.incomes.applicant'), render: (_, income) => name(income.customer_id) },
          { key: 'kind', title: t('application.incomes.kind'), render: (_, income) => t(`application.incomes.kinds.${income.kind}`) },
          { key: 'monthly', title: t('application.incomes.monthly'), align: 'right', render: (_, income) => money(income.monthly) },
          { key: 'yearly', title: t('application.incomes.yearly'), align: 'right', render: (_, income) => money(income.yearly) },
        ]}
        summary={() =>
          application.incomes.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t(yearlyCountry ? 'application.incomes.totalYearly' : 'application.incomes.totalMonthly')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2} align="right">
                <Typography.Text strong data-testid="income-total">
                  {money(application.income_total)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {application.status === 'ACTIVE' && (
        <div>
          <Button size="small" onClick={() => setOpen(true)} data-testid="incomes-edit">
            {t('application.incomes.edit')}
          </Button>
        </div>
      )}
      <Modal
        open={open}
        width={760}
        title={t('application.incomes.edit')}
        okText={t('customer.save')}
        okButtonProps={{ 'data-testid': 'incomes-save' }}
        cancelText={t('common.cancel')}
        confirmLoading={updating.isLoading}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('application.incomes.rule')}</Typography.Text>
          {failure && <ErrorAlert error={failure} message={t('application.changeFailed')} testId="incomes-error" />}
          <Form<IncomesForm>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{
              lines: application.incomes.map((income) => ({
                customer_id: income.customer_id,
                kind: income.kind,
                amount: income.amount ?? null,
                yearly_amount: income.yearly_amount ?? null,
              })),
            }}
            onFinish={(values) => void submit(values)}
          >
            <Form.List name="lines">
              {(fields, { add, remove }) => (
                <Flex vertical gap={4}>
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="flex-start" data-testid={`income-line-${field.name}`}>
                      <Form.Item name={[field.name, 'customer_id']} label={t('application.incomes.applicant')} style={{ flex: 2 }}>
                        <Select
                          data-testid={`income-applicant-${field.name}`}
                          options={application.applicants.map((applicant) => ({ value: applicant.customer_id, label: name(applicant.customer_id) }))}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'kind']} label={t('application.incomes.kind')} style={{ flex: 2 }}>
                        <Select
                          data-testid={`income-kind-${field.name}`}
                          options={KINDS.map((kind) => ({ value: kind, label: t(`application.incomes.kinds.${kind}`) }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'amount']}
                        label={t('application.incomes.monthly')}
                        style={{ flex: 2 }}
                        dependencies={[['lines', field.name, 'yearly_amount']]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: (_, amount: number | null | undefined) =>
                              amount != null || getFieldValue(['lines', field.name, 'yearly_amount']) != null
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('application.incomes.amountNeeded'))),
                          }),
                        ]}
                      >
                        <InputNumber min={1} max={MAX_MONTHLY} precision={0} style={{ width: '100%' }} data-testid={`income-amount-${field.name}`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'yearly_amount']} label={t('application.incomes.yearly')} style={{ flex: 2 }}>
                        <InputNumber min={1} max={MAX_YEARLY} precision={0} style={{ width: '100%' }} data-testid={`income-yearly-${field.name}`} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('application.incomes.remove')}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                        data-testid={`income-remove-${field.name}`}
                      />
                    </Flex>
                  ))}
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ customer_id: application.applicants[0]?.customer_id, kind: 'SALARY', amount: null, yearly_amount: null })}
                    data-testid="income-add"
                  >
                    {t('application.incomes.add')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Form>
        </Flex>
      </Modal>
    </Flex>
  );
}
