import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography, type TableProps } from 'antd';
import { useCustomerNameByPniQuery, type Applicant, type Lead } from '@zrm/api';
import { formatDateTime, formatPersonalId } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { StatusBadge, useEnumLabel } from '@zrm/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { NextMeetingCell } from '../../meetings/NextMeetingCell';

import { ReprocessButton } from './ReprocessButton';

export const leadPath = (lead: Pick<Lead, 'lead_id'>) => `/mortgage/lead/${lead.lead_id}`;

interface ApplicantLineProps {
  applicant: Applicant;
  country: string;
  label?: string;
  testId: string;
  /** The user may open the customer register (a known customer's name links to the customer). */
  canOpenCustomers: boolean;
}

/**
 * An applicant's personal id and name. Where the personal id belongs to a customer in the
 * register, the register's name is shown (cached per personal id, so a page of leads asks once per
 * person); otherwise the name the lead came with.
 */
function ApplicantLine({ applicant, country, label, testId, canOpenCustomers }: ApplicantLineProps) {
  const { data: customer } = useCustomerNameByPniQuery({ pni: applicant.pni });
  const leadName = [applicant.first_name, applicant.last_name].filter(Boolean).join(' ');
  const name = customer ? `${customer.first_name} ${customer.last_name}` : leadName;
  return (
    <div>
      {label && <Typography.Text type="secondary">{label}: </Typography.Text>}
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPersonalId(applicant.pni, country)}</Typography.Text>
      {name && (
        <span data-testid={testId} data-known={customer ? 'true' : 'false'}>
          {' '}
          {customer && canOpenCustomers ? (
            <Link to={`/customers/${customer.customer_id}`} onClick={(e) => e.stopPropagation()}>
              {name}
            </Link>
          ) : (
            <Typography.Text type="secondary">{name}</Typography.Text>
          )}
        </span>
      )}
    </div>
  );
}

export interface LeadColumnActions {
  onAssign: (lead: Lead) => void;
  onReprocess: (lead: Lead) => void;
  /** The user passes the OnlineAdmin requirement; others see the reprocess button disabled. */
  canReprocess: boolean;
  /** A reprocessing call is under way. */
  reprocessing: boolean;
  /** The user may open the customer register. */
  canOpenCustomers: boolean;
}

/**
 * Columns of the leads table (lead, source, applicants, meeting, handled, reprocess), plus the
 * assignee with the Assign action. The selection checkboxes are the table's row selection, not a
 * column here. On a 1366-px screen the table scrolls sideways with the lead kept on the left and
 * the reprocess action on the right.
 */
export function useLeadColumns({
  onAssign,
  onReprocess,
  canReprocess,
  reprocessing,
  canOpenCustomers,
}: LeadColumnActions): NonNullable<TableProps<Lead>['columns']> {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return useMemo(() => {
    const now = Date.now();
    return [
      {
        key: 'lead',
        title: t('leads.lead'),
        fixed: 'left',
        render: (_, lead) => (
          <div>
            <Link to={leadPath(lead)} state={{ lead }} onClick={(e) => e.stopPropagation()} data-testid={`lead-link-${lead.lead_id}`}>
              {lead.lead_id}
            </Link>
            <div>
              <Typography.Text type="secondary">{formatDateTime(lead.created_at, lead.country)}</Typography.Text>
            </div>
          </div>
        ),
      },
      {
        key: 'source',
        title: t('leads.source'),
        render: (_, lead) => (
          <Flex gap={6} align="center">
            <span data-testid={`lead-source-${lead.lead_id}`}>
              {lead.source
                ? enumLabel('leadSources', lead.source)
                : lead.create_source?.type
                  ? enumLabel('creationSources', lead.create_source.type)
                  : '-'}
            </span>
            {lead.create_source?.error && (
              <Tooltip title={lead.create_source.error}>
                <WarningOutlined
                  style={{ color: '#d48806' }}
                  aria-label={t('leads.creationError')}
                  tabIndex={0}
                  data-testid={`lead-source-error-${lead.lead_id}`}
                />
              </Tooltip>
            )}
          </Flex>
        ),
      },
      {
        key: 'applicants',
        title: t('leads.applicants'),
        render: (_, lead) => (
          <div data-testid={`lead-applicants-${lead.lead_id}`}>
            {lead.data.applicant ? (
              <ApplicantLine
                applicant={lead.data.applicant}
                country={lead.country}
                testId={`lead-applicant-name-${lead.lead_id}`}
                canOpenCustomers={canOpenCustomers}
              />
            ) : (
              '-'
            )}
            {lead.data.co_applicant && (
              <ApplicantLine
                applicant={lead.data.co_applicant}
                country={lead.country}
                label={t('leads.coApplicant')}
                testId={`lead-co-applicant-name-${lead.lead_id}`}
                canOpenCustomers={canOpenCustomers}
              />
            )}
          </div>
        ),
      },
      {
        key: 'meeting',
        title: t('leads.nextMeeting'),
        render: (_, lead) => (
          <NextMeetingCell
            next={lead.next_meeting}
            latestStart={lead.latest_meeting_start}
            needsWork={!lead.handled}
            country={lead.country}
            now={now}
          />
        ),
      },
      {
        key: 'handled',
        title: t('leads.status'),
        render: (_, lead) => (
          <StatusBadge
            tone={lead.handled ? 'success' : 'warning'}
            text={lead.handled ? t('leads.handled') : t('leads.notHandled')}
            testId={`lead-handled-${lead.lead_id}`}
          />
        ),
      },
      {
        key: 'assignee',
        title: t('leads.assignee'),
        render: (_, lead) => (
          <Flex vertical align="flex-start" gap={4}>
            <span data-testid={`lead-assignee-${lead.lead_id}`}>
              {lead.assignee ? lead.assignee.name : <Typography.Text type="secondary">{t('leads.unassigned')}</Typography.Text>}
            </span>
            <Button
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                onAssign(lead);
              }}
              data-testid={`assign-lead-${lead.lead_id}`}
            >
              {t('leads.assign')}
            </Button>
          </Flex>
        ),
      },
      {
        key: 'reprocess',
        title: t('leads.reprocess'),
        fixed: 'right',
        render: (_, lead) => (
          <ReprocessButton lead={lead} canReprocess={canReprocess} busy={reprocessing} onReprocess={onReprocess} />
        ),
      },
    ];
  }, [t, enumLabel, onAssign, onReprocess, canReprocess, reprocessing, canOpenCustomers]);
}
