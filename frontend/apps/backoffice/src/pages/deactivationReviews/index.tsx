import { App, Button, Card, Flex, Popconfirm, Tooltip, Typography, type TableProps } from 'antd';
import {
  selectUser,
  toApiError,
  useAppSelector,
  useDeactivationInboxQuery,
  useReviewDeactivationMutation,
  type DeactivationRequest,
  type Decision,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, usePollingWhileActive } from '@zrm/ui';
import { Link } from 'react-router-dom';

import { usePagingParams } from '../../lists/usePagingParams';
import { useDeactivationReasons } from '../application/useDeactivationReasons';

/**
 * Requests arrive from other advisors with no push to announce them: the inbox asks again this
 * often, while someone is looking (an idle tab does not poll).
 */
export const INBOX_POLL_MS = 30_000;

/** SE or NO, from the reference number (MOSE1001). */
const countryOf = (request: DeactivationRequest) => request.application_id.slice(2, 4).toUpperCase();

/** Approve and reject; a request of one's own is shown but cannot be decided (four eyes). */
function ReviewActions({ request }: { request: DeactivationRequest }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const user = useAppSelector(selectUser);
  const [review, reviewing] = useReviewDeactivationMutation();
  const own = user?.user_id === request.requested_by;

  const decide = async (decision: Decision) => {
    const result = await review({ requestId: request.request_id, reviewRequest: { decision } });
    if ('error' in result && result.error) {
      notification.error({ title: t('deactivationReviews.failed'), description: toApiError(result.error).detail, key: 'review' });
      return;
    }
    const done = decision === 'APPROVE' ? 'deactivationReviews.approved' : 'deactivationReviews.rejected';
    notification.success({ title: t(done, { id: request.application_id }), key: 'review' });
  };

  const buttons = (
    <Flex gap={8}>
      <Popconfirm
        title={t('deactivationReviews.approveConfirm', { id: request.application_id })}
        okText={t('deactivationReviews.approve')}
        cancelText={t('common.cancel')}
        onConfirm={() => decide('APPROVE')}
        disabled={own}
      >
        <Button type="primary" danger disabled={own} loading={reviewing.isLoading} data-testid={`approve-${request.request_id}`}>
          {t('deactivationReviews.approve')}
        </Button>
      </Popconfirm>
      <Button disabled={own} loading={reviewing.isLoading} onClick={() => void decide('REJECT')} data-testid={`reject-${request.request_id}`}>
        {t('deactivationReviews.reject')}
      </Button>
    </Flex>
  );
  return own ? <Tooltip title={t('deactivationReviews.ownRequest')}>{buttons}</Tooltip> : buttons;
}

/**
 * /mortgage/deactivation-reviews (mortgage admins): the deactivation requests waiting for a second
 * pair of eyes, the longest waiting first, each with its application, reason, note and requester.
 * The page is in the URL, so Back from an application returns to it.
 */
export function DeactivationReviewsPage() {
  const { t } = useTranslation();
  const { page, limit, setPage } = usePagingParams();
  const pollingInterval = usePollingWhileActive(INBOX_POLL_MS);
  const { data, error, isFetching, refetch } = useDeactivationInboxQuery(
    { page, limit },
    { refetchOnMountOrArgChange: true, pollingInterval },
  );
  const reasons = useDeactivationReasons();

  const columns: TableProps<DeactivationRequest>['columns'] = [
    {
      key: 'application',
      title: t('deactivationReviews.application'),
      fixed: 'left',
      render: (_value, request) => <Link to={`/mortgage/application/${request.application_id}`}>{request.application_id}</Link>,
    },
    { key: 'reason', title: t('application.deactivation.reason'), render: (_value, request) => reasons.label(request.reason) },
    { key: 'note', title: t('application.deactivation.note'), render: (_value, request) => request.note ?? '-' },
    {
      key: 'requested',
      title: t('deactivationReviews.requestedBy'),
      render: (_value, request) => (
        <Flex vertical>
          <span>{request.requested_by_name ?? request.requested_by}</span>
          <Typography.Text type="secondary">{formatDateTime(request.requested_at, countryOf(request))}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'actions', title: '', fixed: 'right', render: (_value, request) => <ReviewActions request={request} /> },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('deactivationReviews.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('deactivationReviews.intro')}</Typography.Text>
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="reviews-error" />}
        <PagedTable<DeactivationRequest>
          testId="deactivation-reviews"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="request_id"
          rowTestId={(request) => `review-row-${request.application_id}`}
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          onPageChange={setPage}
          emptyText={t('deactivationReviews.empty')}
        />
      </Flex>
    </Card>
  );
}
