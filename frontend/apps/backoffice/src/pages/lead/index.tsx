import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Result, Skeleton, Typography, type DescriptionsProps } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  toApiError,
  useGetLeadQuery,
  useHandleLeadMutation,
  useUnhandleLeadMutation,
  type Applicant,
  type Lead,
} from '@zrm/api';
import { formatDateTime, formatPersonalId } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound, StatusBadge, useEnumLabel } from '@zrm/ui';
import { Link, useLocation, useParams } from 'react-router-dom';

import { Meetings } from '../meetings/Meetings';
import { ConvertLead } from './ConvertLead';
import { LeadChatButton } from './LeadChatButton';

function applicantText(applicant: Applicant | null | undefined, country: string, none: string): string {
  if (!applicant) return none;
  const name = [applicant.first_name, applicant.last_name].filter(Boolean).join(' ');
  return [formatPersonalId(applicant.pni, country), name].filter(Boolean).join(' · ');
}

/** Marks the lead handled, or not handled again (core allows each only from the other state). */
function HandledButton({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [handle, handling] = useHandleLeadMutation();
  const [unhandle, unhandling] = useUnhandleLeadMutation();
  const toggle = async () => {
    const result = lead.handled ? await unhandle({ id: lead.lead_id }) : await handle({ id: lead.lead_id });
    if ('error' in result && result.error) {
      notification.error({ title: t('lead.handleFailed'), description: toApiError(result.error).detail, key: 'handled' });
      return;
    }
    notification.success({ title: t(lead.handled ? 'lead.unhandledDone' : 'lead.handledDone'), key: 'handled' });
  };
  return (
    <Button size="small" loading={handling.isLoading || unhandling.isLoading} onClick={() => void toggle()} data-testid="lead-handled-toggle">
      {t(lead.handled ? 'lead.markNotHandled' : 'lead.markHandled')}
    </Button>
  );
}

function leadFromNavigation(state: unknown, id: number): Lead | undefined {
  const lead = (state as { lead?: Lead } | null)?.lead;
  return lead?.lead_id === id ? lead : undefined;
}

/**
 * /mortgage/lead/{lead_id}: the lead's details and its meetings (booked from free slots). The list passes the lead along (router state), so
 * the page shows at once and refreshes from GET /lead/get/{id}.
 */
export function LeadPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { leadId = '' } = useParams();
  const location = useLocation();
  const id = /^\d+$/.test(leadId) ? Number(leadId) : null;
  const { data, error, isLoading, refetch } = useGetLeadQuery(id === null ? skipToken : { id });
  if (id === null) return <NotFound />;
  const lead = data ?? leadFromNavigation(location.state, id);
  const apiError = error ? toApiError(error) : null;

  const header = (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
        <Link to="/mortgage/leads" aria-label={t('common.back')} style={{ marginRight: 12 }}>
          <ArrowLeftOutlined />
        </Link>
        {t('lead.title', { id })}
      </Typography.Title>
    </Flex>
  );

  if (apiError?.status === 404) {
    return (
      <Card>
        {header}
        <Result status="404" title={t('lead.notFound', { id })} />
      </Card>
    );
  }

  const none = t('lead.none');
  const items: DescriptionsProps['items'] = lead
    ? [
        { key: 'country', label: t('lead.country'), children: enumLabel('countries', lead.country) },
        { key: 'created', label: t('lead.createdAt'), children: formatDateTime(lead.created_at, lead.country) },
        { key: 'source', label: t('lead.source'), children: lead.source ? enumLabel('leadSources', lead.source) : none },
        {
          key: 'creation',
          label: t('lead.creationSource'),
          children: lead.create_source?.type ? enumLabel('creationSources', lead.create_source.type) : none,
        },
        ...(lead.create_source?.error
          ? [{ key: 'error', label: t('lead.creationError'), children: <Typography.Text type="warning">{lead.create_source.error}</Typography.Text> }]
          : []),
        {
          key: 'applicant',
          label: t('lead.applicant'),
          children: (
            <Flex gap={12} align="center" wrap>
              <span>{applicantText(lead.data.applicant, lead.country, none)}</span>
              <LeadChatButton lead={lead} />
            </Flex>
          ),
        },
        { key: 'co', label: t('lead.coApplicant'), children: applicantText(lead.data.co_applicant, lead.country, none) },
        {
          key: 'status',
          label: t('lead.status'),
          children: (
            <Flex gap={12} align="center">
              <StatusBadge
                tone={lead.handled ? 'success' : 'warning'}
                text={lead.handled ? t('leads.handled') : t('leads.notHandled')}
                testId="lead-status"
              />
              <HandledButton lead={lead} />
              {!lead.handled && !lead.create_source?.error && <ConvertLead lead={lead} />}
            </Flex>
          ),
        },
        { key: 'reprocessable', label: t('lead.reprocessable'), children: lead.reprocessable ? t('common.yes') : t('common.no') },
        { key: 'assignee', label: t('lead.assignee'), children: <span data-testid="lead-assignee">{lead.assignee?.name ?? t('leads.unassigned')}</span> },
      ]
    : [];

  return (
    <Card>
      <Flex vertical gap={16}>
        {header}
        {apiError && <ErrorAlert error={apiError} onRetry={() => void refetch()} testId="lead-error" />}
        {lead ? (
          <>
            <Descriptions bordered column={1} items={items} title={t('lead.details')} data-testid="lead-details" />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('meetings.title')}
            </Typography.Title>
            <Meetings subject={{ leadId: lead.lead_id }} country={lead.country} canBook />
          </>
        ) : (
          isLoading && <Skeleton active />
        )}
      </Flex>
    </Card>
  );
}
