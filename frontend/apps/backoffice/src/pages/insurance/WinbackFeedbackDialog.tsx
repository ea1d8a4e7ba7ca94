import { App, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import {
  toApiError,
  useWinbackFeedbackMutation,
  type ApiError,
  type Winbackable,
  type WinbackOutcome,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { CustomerName, ErrorAlert, useEnumLabel } from '@zrm/ui';
import { useState } from 'react';

export const WINBACK_COMMENT_MAX = 500;

/** The outcomes in the order a caller meets them. */
export const WINBACK_OUTCOMES = [
  'WON_BACK',
  'NOT_INTERESTED',
  'CALL_BACK_LATER',
  'NO_ANSWER',
] as const satisfies readonly WinbackOutcome[];

/** These answer the question for good: the customer leaves the list. */
export const isFinalOutcome = (outcome: WinbackOutcome) => outcome === 'WON_BACK' || outcome === 'NOT_INTERESTED';

interface FeedbackForm {
  outcome: WinbackOutcome;
  comment?: string;
}

/** Who is being called: the customer's name, the insurance type. */
function CallSubject({ row }: { row: Winbackable }) {
  const enumLabel = useEnumLabel();
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="winback-feedback-subject">
      <CustomerName customerId={row.insurance.customer_id} testId="winback-feedback-customer" />
      <Typography.Text type="secondary">
        {' · '}
        {enumLabel('insuranceGroups', row.insurance.insurance_group)}
      </Typography.Text>
    </Typography.Paragraph>
  );
}

/**
 * "Record call": how the call about a cancelled insurance went and an optional comment. A refusal
 * of a field is shown on it; anything else (the insurance can no longer be won back) above the form.
 * Open while `row` is set; `onClose` when cancelled or saved.
 */
export function WinbackFeedbackDialog({ row, onClose }: { row: Winbackable | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [form] = Form.useForm<FeedbackForm>();
  const [record, recording] = useWinbackFeedbackMutation();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: FeedbackForm) => {
    if (!row) return;
    setFailure(null);
    const id = row.insurance.insurance_id;
    const comment = values.comment?.trim();
    const result = await record({
      winbackFeedbackBody: { insurance_id: id, outcome: values.outcome, ...(comment && { comment }) },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if ((error.field === 'outcome' || error.field === 'comment') && error.detail) {
        form.setFields([{ name: error.field, errors: [error.detail] }]);
      } else setFailure(error);
      return;
    }
    const outcome = t(`insurance.winback.outcomes.${values.outcome}`);
    notification.success({
      title: t(isFinalOutcome(values.outcome) ? 'insurance.winback.savedOff' : 'insurance.winback.saved', {
        id,
        outcome,
      }),
      key: 'winback-feedback-saved',
    });
    close();
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('insurance.winback.title', { id: row.insurance.insurance_id }) : null}
      okText={t('insurance.winback.save')}
      okButtonProps={{ 'data-testid': 'winback-feedback-save' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ 'data-testid': 'winback-feedback-cancel' }}
      confirmLoading={recording.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {row && (
        <Flex vertical gap={12} data-testid="winback-feedback-modal">
          <CallSubject row={row} />
          {failure && (
            <ErrorAlert error={failure} message={t('insurance.winback.failed')} testId="winback-feedback-error" />
          )}
          <Form<FeedbackForm> form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
            <Form.Item
              name="outcome"
              label={t('insurance.winback.outcome')}
              extra={t('insurance.winback.outcomeHelp')}
              rules={[{ required: true, message: t('insurance.winback.outcomeRequired') }]}
            >
              <Radio.Group data-testid="winback-feedback-outcome">
                <Flex vertical gap={8}>
                  {WINBACK_OUTCOMES.map((outcome) => (
                    <Radio key={outcome} value={outcome} data-testid={`winback-outcome-${outcome}`}>
                      {t(`insurance.winback.outcomes.${outcome}`)}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="comment"
              label={t('insurance.winback.comment')}
              rules={[{ max: WINBACK_COMMENT_MAX, message: t('insurance.winback.commentTooLong') }]}
            >
              <Input.TextArea
                rows={3}
                maxLength={WINBACK_COMMENT_MAX}
                showCount
                data-testid="winback-feedback-comment"
              />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
