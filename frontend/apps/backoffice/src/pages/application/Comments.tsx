import { App, Button, Flex, Form, Input, List, Typography } from 'antd';
import {
  toApiError,
  useAddApplicationCommentMutation,
  useApplicationCommentsQuery,
  type Application,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';

/** The application's comments, newest first, and a box to add one (also a history entry). */
export function Comments({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ comment: string }>();
  const applicationId = application.application_id;
  const { data, error, refetch } = useApplicationCommentsQuery({ applicationId, limit: 25 });
  const [add, adding] = useAddApplicationCommentMutation();

  const submit = async ({ comment }: { comment: string }) => {
    const result = await add({ applicationId, commentRequest: { comment: comment.trim() } });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.commentFailed'), description: toApiError(result.error).detail, key: 'comment' });
      return;
    }
    form.resetFields();
    notification.success({ title: t('application.commentAdded'), key: 'comment' });
  };

  return (
    <Flex vertical gap={12}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="comment"
          rules={[
            { required: true, whitespace: true, message: t('application.commentRequired') },
            { max: 2000, message: t('application.commentTooLong') },
          ]}
        >
          <Input.TextArea rows={2} maxLength={2000} placeholder={t('application.commentPlaceholder')} data-testid="comment-text" />
        </Form.Item>
        <Button htmlType="submit" loading={adding.isLoading} data-testid="comment-add">
          {t('application.addComment')}
        </Button>
      </Form>
      {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="comments-error" />}
      <List
        data-testid="comments"
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('application.noComments') }}
        renderItem={(comment) => (
          <List.Item key={comment.comment_id} data-testid={`comment-${comment.comment_id}`}>
            <Flex vertical gap={2}>
              <Typography.Text>{comment.comment}</Typography.Text>
              <Typography.Text type="secondary">
                {formatDateTime(comment.created_at, application.country)}{' '}
                {t('application.historyBy', { actor: comment.author_name ?? comment.author })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
