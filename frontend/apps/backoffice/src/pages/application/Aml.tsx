import { Alert, App, Button, Flex, Form, Input, List, Radio, Typography } from 'antd';
import {
  selectUser,
  toApiError,
  useAmlReviewsQuery,
  useAppSelector,
  useReviewAmlMutation,
  type AmlOutcome,
  type Application,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { MORTGAGE_ADMIN, isAdmitted } from '@zrm/policy';
import { ErrorAlert, StatusBadge } from '@zrm/ui';

/** The reviews shown; the newest decides, older ones are the trail. */
export const AML_REVIEWS_SHOWN = 10;

/**
 * The anti-money-laundering review: the newest decision (disbursing needs it approved) and the
 * trail of earlier ones; a mortgage admin who is not the application's assignee records a new one.
 */
export function Aml({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ outcome: AmlOutcome; note: string }>();
  const user = useAppSelector(selectUser);
  const applicationId = application.application_id;
  const { data, error, refetch } = useAmlReviewsQuery({ applicationId, limit: AML_REVIEWS_SHOWN });
  const [review, reviewing] = useReviewAmlMutation();
  const latest = data?.items[0];
  const isAssignee = application.assignee?.user_id === user?.user_id;
  const canReview = isAdmitted(MORTGAGE_ADMIN, user?.roles ?? []) && !isAssignee && application.status === 'ACTIVE';

  const submit = async ({ outcome, note }: { outcome: AmlOutcome; note: string }) => {
    const result = await review({ amlReviewRequest: { application_id: applicationId, outcome, note: note.trim() } });
    if ('error' in result && result.error) {
      const apiError = toApiError(result.error);
      if (apiError.field === 'note') {
        form.setFields([{ name: 'note', errors: [apiError.detail ?? ''] }]);
        return;
      }
      notification.error({ title: t('application.aml.failed'), description: apiError.detail, key: 'aml' });
      return;
    }
    form.resetFields();
    notification.success({ title: t(`application.aml.recorded.${outcome}`), key: 'aml' });
  };

  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="aml-error" />;
  return (
    <Flex vertical gap={12} data-testid="application-aml">
      <Flex gap={12} align="center" wrap>
        <StatusBadge
          tone={latest ? (latest.outcome === 'APPROVED' ? 'success' : 'error') : 'warning'}
          text={latest ? t(`application.aml.outcomes.${latest.outcome}`) : t('application.aml.notReviewed')}
          testId="aml-outcome"
        />
        {latest?.outcome !== 'APPROVED' && <Typography.Text type="secondary">{t('application.aml.needed')}</Typography.Text>}
      </Flex>
      {canReview && (
        <Form form={form} layout="vertical" initialValues={{ outcome: 'APPROVED' }} onFinish={(values) => void submit(values)}>
          <Form.Item name="outcome" label={t('application.aml.outcome')}>
            <Radio.Group
              options={[
                { value: 'APPROVED', label: <span data-testid="aml-approve">{t('application.aml.outcomes.APPROVED')}</span> },
                { value: 'REJECTED', label: <span data-testid="aml-reject">{t('application.aml.outcomes.REJECTED')}</span> },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('application.aml.note')}
            rules={[
              { required: true, whitespace: true, message: t('application.aml.noteRequired') },
              { max: 2000, message: t('application.commentTooLong') },
            ]}
          >
            <Input.TextArea rows={2} maxLength={2000} data-testid="aml-note" />
          </Form.Item>
          <Button htmlType="submit" loading={reviewing.isLoading} data-testid="aml-submit">
            {t('application.aml.submit')}
          </Button>
        </Form>
      )}
      {isAssignee && isAdmitted(MORTGAGE_ADMIN, user?.roles ?? []) && (
        <Alert type="info" showIcon title={t('application.aml.notOwn')} data-testid="aml-not-own" />
      )}
      <List
        data-testid="aml-reviews"
        size="small"
        dataSource={data?.items ?? []}
        loading={!data}
        locale={{ emptyText: t('application.aml.none') }}
        renderItem={(item) => (
          <List.Item key={item.review_id} data-testid={`aml-review-${item.review_id}`}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`application.aml.outcomes.${item.outcome}`)}</Typography.Text>
              <Typography.Text>{item.note}</Typography.Text>
              <Typography.Text type="secondary">
                {formatDateTime(item.reviewed_at, application.country)}{' '}
                {t('application.historyBy', { actor: item.reviewed_by_name ?? item.reviewed_by })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
