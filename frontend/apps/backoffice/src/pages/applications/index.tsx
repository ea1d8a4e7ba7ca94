import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { toApiError, useApplicationListQuery, useRecentApplicationsQuery, type Application } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { Link, useNavigate } from 'react-router-dom';

import { ApplicationFilters } from './components/ApplicationFilters';
import { applicationPath, useApplicationColumns } from './components/columns';
import { useApplicationListArgs } from './useApplicationListArgs';

/** The applications the employee opened last, one click away (nothing while there are none). */
function RecentApplications() {
  const { t } = useTranslation();
  const { data } = useRecentApplicationsQuery({ limit: 5 }, { refetchOnMountOrArgChange: true });
  if (!data || data.items.length === 0) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="recent-applications">
      <Typography.Text type="secondary">{t('applications.recent')}</Typography.Text>
      {data.items.map((application) => {
        const main = application.applicants[0]?.customer;
        return (
          <Link key={application.application_id} to={applicationPath(application)} data-testid={`recent-${application.application_id}`}>
            <Tag style={{ cursor: 'pointer' }}>
              {application.application_id}
              {main ? ` · ${main.first_name} ${main.last_name}` : ''}
            </Tag>
          </Link>
        );
      })}
    </Flex>
  );
}

/**
 * /mortgage/applications and /mortgage/my_applications: newest first, filtered and paged on the
 * server, without a total (a full page shows "of more").
 */
export function ApplicationsPage({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { args, setPage, setFilter } = useApplicationListArgs(mine);
  const { data, error, isFetching, refetch } = useApplicationListQuery(args);
  const columns = useApplicationColumns();

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {t(mine ? 'applications.mineTitle' : 'applications.title')}
          </Typography.Title>
          <Link to="/mortgage/application/new" data-testid="application-new-link">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('applications.new')}
            </Button>
          </Link>
        </Flex>
        <ApplicationFilters args={args} mine={mine} onChange={setFilter} />
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="applications-error" />}
        <RecentApplications />
        <PagedTable<Application>
          testId="applications-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="application_id"
          rowTestId={(application) => `application-row-${application.application_id}`}
          page={args.page}
          pageSize={args.limit}
          total={0}
          totalUnknown
          loading={isFetching}
          emptyText={t('applications.empty')}
          onPageChange={setPage}
          onRowClick={(application) => void navigate(applicationPath(application))}
        />
      </Flex>
    </Card>
  );
}
