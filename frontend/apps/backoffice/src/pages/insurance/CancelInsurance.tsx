import { App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  toApiError,
  useCancelInsuranceCausesQuery,
  useCancelInsuranceMutation,
  type ApiError,
  type ChosenCancelCause,
  type Insurance,
  type InsuranceSubstatus,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, useEnumLabel } from '@zrm/ui';
import { useState } from 'react';

export const COMMENT_MAX = 500;

interface CancelForm {
  cause: ChosenCancelCause;
  comment?: string;
}

/** Cancelled, or discarded before the customer accepted it. */
export function hasEnded(substatus: InsuranceSubstatus): boolean {
  return substatus === 'CANCELED' || substatus === 'DISCARDED';
}

/** Why the insurance cannot be cancelled (already ended, or ending), or null when it can. */
export function notCancellable(substatus: InsuranceSubstatus): 'ended' | 'pending' | null {
  if (hasEnded(substatus)) return 'ended';
  if (substatus === 'PENDING_CANCELLATION') return 'pending';
  return null;
}

/** Why "Cancel insurance" is disabled, shown under the page's actions (nothing while it is not). */
export function CancelBlockedReason({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const blocked = notCancellable(insurance.substatus);
  if (!blocked) return null;
  return (
    <Typography.Text type="secondary" data-testid="insurance-cancel-blocked">
      {t(blocked === 'ended' ? 'insurance.cancel.ended' : 'insurance.cancel.pending')}
    </Typography.Text>
  );
}

/**
 * "Cancel insurance": a cause (the service's list; it sets missing payments itself) and an
 * optional comment. The service decides the outcome: discarded when never accepted, cancelled, or
 * running to the period's end. Disabled (CancelBlockedReason says why) once the insurance has ended
 * or is being cancelled.
 */
export function CancelInsurance({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [form] = Form.useForm<CancelForm>();
  const causes = useCancelInsuranceCausesQuery(open ? undefined : skipToken);
  const [cancel, cancelling] = useCancelInsuranceMutation();
  const blocked = notCancellable(insurance.substatus);

  const close = () => {
    setFailure(null);
    setOpen(false);
  };

  const submit = async (values: CancelForm) => {
    setFailure(null);
    const comment = values.comment?.trim();
    const result = await cancel({
      cancelInsuranceBody: { insurance_id: insurance.insurance_id, cause: values.cause, comment: comment || null },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'comment' && error.detail) form.setFields([{ name: 'comment', errors: [error.detail] }]);
      else if (error.field === 'cause' && error.detail) form.setFields([{ name: 'cause', errors: [error.detail] }]);
      else setFailure(error);
      return;
    }
    notification.success({
      title: t('insurance.cancel.done', {
        id: insurance.insurance_id,
        status: enumLabel('insuranceSubstatuses', result.data.substatus),
      }),
      key: 'insurance-cancelled',
    });
    setOpen(false);
  };

  return (
    <>
      <Button danger disabled={blocked !== null} onClick={() => setOpen(true)} data-testid="insurance-cancel">
        {t('insurance.cancel.button')}
      </Button>
      <Modal
        open={open}
        title={t('insurance.cancel.title', { id: insurance.insurance_id })}
        okText={t('insurance.cancel.confirm')}
        okButtonProps={{ danger: true, 'data-testid': 'insurance-cancel-confirm' }}
        cancelText={t('common.close')}
        confirmLoading={cancelling.isLoading}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          {failure && (
            <ErrorAlert error={failure} message={t('insurance.cancel.failed')} testId="insurance-cancel-error" />
          )}
          {causes.error && (
            <ErrorAlert
              error={toApiError(causes.error)}
              message={t('insurance.cancel.causesFailed')}
              onRetry={() => void causes.refetch()}
              testId="insurance-cancel-causes-error"
            />
          )}
          <Form<CancelForm> form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
            <Form.Item
              name="cause"
              label={t('insurance.cancel.cause')}
              rules={[{ required: true, message: t('insurance.cancel.causeRequired') }]}
            >
              <Select<ChosenCancelCause>
                loading={causes.isFetching}
                data-testid="insurance-cancel-cause"
                options={(causes.data?.causes ?? []).map((cause) => ({
                  value: cause,
                  label: enumLabel('cancelCauses', cause),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="comment"
              label={t('insurance.cancel.comment')}
              rules={[{ max: COMMENT_MAX, message: t('insurance.cancel.commentTooLong') }]}
            >
              <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount data-testid="insurance-cancel-comment" />
            </Form.Item>
          </Form>
        </Flex>
      </Modal>
    </>
  );
}
