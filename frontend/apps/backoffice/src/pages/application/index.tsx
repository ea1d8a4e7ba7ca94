import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Descriptions, Flex, Result, Skeleton, Timeline, Tooltip, Typography } from 'antd';
import {
  NEXT_SUBSTATUSES,
  selectUser,
  toApiError,
  useAppSelector,
  useAmlReviewsQuery,
  useApplicationEventsQuery,
  useApplicationQuery,
  useUpdateApplicationMutation,
  type Application,
  type Substatus,
} from '@zrm/api';
import { currencyOf, formatDateTime, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { CUSTOMERS, isAdmitted } from '@zrm/policy';
import { ErrorAlert, NotFound, StatusBadge, applicationStatusTone, substatusTone } from '@zrm/ui';
import { Link, useParams } from 'react-router-dom';

import { ChatButton } from '../../chat/ChatButton';
import { Meetings } from '../meetings/Meetings';
import { AML_REVIEWS_SHOWN, Aml } from './Aml';
import { Banks } from './Banks';
import { Comments } from './Comments';
import { Deactivation } from './Deactivation';
import { Documents } from './Documents';
import { Duplicate } from './Duplicate';
import { Incomes } from './Incomes';
import { Invitations } from './Invitations';
import { LeftToLive } from './LeftToLive';
import { LoanEditor } from './LoanEditor';
import { Property } from './Property';
import { useDeactivationReasons } from './useDeactivationReasons';

/** The reference number form the gateway takes: MO, the country, the number (MOSE1001). */
const REFERENCE = /^MO(SE|NO)0*[1-9]\d{0,17}$/i;

/** The substatus buttons: the allowed next steps of an active application. */
function SubstatusActions({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [update, updating] = useUpdateApplicationMutation();
  // The same read as the AML section's: disbursing waits for an approved review.
  const aml = useAmlReviewsQuery(
    { applicationId: application.application_id, limit: AML_REVIEWS_SHOWN },
    { skip: application.substatus !== 'ACCEPTED' },
  );
  const amlApproved = aml.data?.items[0]?.outcome === 'APPROVED';
  if (application.status !== 'ACTIVE') return null;

  const move = async (substatus: Substatus) => {
    const result = await update({
      applicationId: application.application_id,
      updateApplicationRequest: { version: application.version, substatus },
    });
    const label = t(`applications.substatuses.${substatus}`);
    if ('error' in result && result.error) {
      notification.error({ title: t('application.changeFailed'), description: toApiError(result.error).detail, key: 'move' });
      return;
    }
    notification.success({ title: t('application.moved', { substatus: label }), key: 'move' });
  };

  return (
    <Flex gap={8} wrap>
      {NEXT_SUBSTATUSES[application.substatus].map((substatus, index) => {
        const waitsForAml = substatus === 'DISBURSED' && !amlApproved;
        return (
          <Tooltip key={substatus} title={waitsForAml ? t('application.aml.needed') : undefined}>
            <Button
              type={index === 0 ? 'primary' : 'default'}
              disabled={waitsForAml}
              loading={updating.isLoading && updating.originalArgs?.updateApplicationRequest.substatus === substatus}
              onClick={() => void move(substatus)}
              data-testid={`move-to-${substatus}`}
            >
              {t('application.moveTo', { substatus: t(`applications.substatuses.${substatus}`) })}
            </Button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}

type Change = { old?: unknown; new?: unknown };

function shown(value: unknown): string {
  return value === null || value === undefined ? '-' : String(value);
}

/**
 * What an event changed, one line each: "DRAFT → COMPLETE" for a substatus, "field: old → new" per
 * field of an edit, the reason of a deactivation. An assignment names user ids, so its line is left
 * to the assignee shown above.
 */
function changes(kind: string, detail: object, reasonLabel: (value: string) => string): string[] {
  const record = detail as Record<string, unknown>;
  if ((kind === 'deactivation_requested' || kind === 'deactivated') && typeof record.reason === 'string') {
    return [reasonLabel(record.reason)];
  }
  if ((kind === 'offer_received' || kind === 'commented_to_bank' || kind === 'document_to_bank') && typeof record.bank === 'string') {
    return [record.bank];
  }
  if (kind === 'bank_cancelled' && typeof record.bank === 'string' && typeof record.reason === 'string') {
    return [`${record.bank}: ${record.reason}`];
  }
  if (kind === 'property_valued' && typeof record.market_value === 'number' && typeof record.currency === 'string') {
    return [formatMoney(record.market_value * 100, record.currency === 'NOK' ? 'NOK' : 'SEK')];
  }
  if (kind === 'property_saved' && Array.isArray(record.fields)) {
    return [record.fields.join(', ')];
  }
  if (kind === 'status_changed') {
    const change = record as Change;
    return [`${shown(change.old)} → ${shown(change.new)}`];
  }
  if (kind === 'updated') {
    return Object.entries(record).map(([field, value]) => {
      const change = (value ?? {}) as Change;
      return `${field}: ${shown(change.old)} → ${shown(change.new)}`;
    });
  }
  return [];
}

function History({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useApplicationEventsQuery({ applicationId: application.application_id, limit: 25 });
  const reasons = useDeactivationReasons();
  if (error) return <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="history-error" />;
  if (!data) return <Skeleton active />;
  return (
    <Timeline
      data-testid="application-history"
      items={data.items.map((event) => ({
        key: event.event_id,
        content: (
          <Flex vertical gap={2} data-testid={`history-${event.event_id}`} data-kind={event.kind}>
            <Typography.Text strong>{t(`application.event.${event.kind as 'created'}`, event.kind)}</Typography.Text>
            <Typography.Text type="secondary">
              {formatDateTime(event.at, application.country)} {t('application.historyBy', { actor: event.actor_name ?? event.actor })}
            </Typography.Text>
            {changes(event.kind, event.detail, reasons.label).map((line) => (
              <Typography.Text key={line} data-testid={`history-change-${event.event_id}`}>
                {line}
              </Typography.Text>
            ))}
          </Flex>
        ),
      }))}
    />
  );
}

/**
 * /mortgage/application/{applicationId}: applicants (names and personal ids; the read is a view
 * the customer register audits), the loan, status and substatus with the allowed next steps, the
 * assignee and the history.
 */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { applicationId = '' } = useParams();
  const valid = REFERENCE.test(applicationId);
  const id = applicationId.toUpperCase();
  const user = useAppSelector(selectUser);
  const canOpenCustomers = isAdmitted(CUSTOMERS, user?.roles ?? []);
  // `currentData`: after following a link to another application, not the previous one's.
  const { currentData: application, error, refetch } = useApplicationQuery(valid ? { applicationId: id } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!valid) return <NotFound />;
  const apiError = error ? toApiError(error) : null;

  const header = (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
        <Link to="/mortgage/applications" aria-label={t('common.back')} style={{ marginRight: 12 }}>
          <ArrowLeftOutlined />
        </Link>
        {t('application.title', { id })}
      </Typography.Title>
    </Flex>
  );

  if (apiError?.status === 404) {
    return (
      <Card>
        {header}
        <Result status="404" title={t('application.notFound', { id })} />
      </Card>
    );
  }
  if (!application) {
    return (
      <Card>
        {header}
        {apiError ? <ErrorAlert error={apiError} onRetry={() => void refetch()} testId="application-error" /> : <Skeleton active />}
      </Card>
    );
  }

  const currency = currencyOf(application.country);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          {header}
          <Flex gap={12} align="center">
            <Duplicate application={application} />
            <StatusBadge
              tone={substatusTone(application.substatus)}
              text={t(`applications.substatuses.${application.substatus}`)}
              testId="application-substatus"
            />
            <StatusBadge
              tone={applicationStatusTone(application.status)}
              text={t(`applications.statuses.${application.status}`)}
              testId="application-status"
            />
          </Flex>
        </Flex>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <SubstatusActions application={application} />
          {/* A paid-out loan is done, not deactivated. */}
          {application.status === 'ACTIVE' && application.substatus !== 'DISBURSED' && application.deactivation?.state !== 'PENDING' && (
            <Deactivation application={application} />
          )}
        </Flex>
        {(application.status === 'DEACTIVATED' || application.deactivation?.state === 'PENDING') && (
          <Deactivation application={application} />
        )}
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          data-testid="application-details"
          items={[
            ...application.applicants.map((applicant, index) => ({
              key: `applicant-${index}`,
              label: t(`application.role.${applicant.role}`),
              children: (
                <Flex gap={12} align="center" wrap>
                  <span data-testid={`applicant-${index}`}>
                    {canOpenCustomers ? (
                      <Link to={`/customers/${applicant.customer_id}`}>
                        {applicant.customer.first_name} {applicant.customer.last_name}
                      </Link>
                    ) : (
                      `${applicant.customer.first_name} ${applicant.customer.last_name}`
                    )}
                    {applicant.customer.pni && <Typography.Text type="secondary"> · {applicant.customer.pni}</Typography.Text>}
                  </span>
                  <ChatButton
                    size="small"
                    testId={`applicant-sms-${index}`}
                    target={{
                      title: `${applicant.customer.first_name} ${applicant.customer.last_name}`,
                      customerId: applicant.customer_id,
                      country: application.country === 'NO' ? 'NO' : 'SE',
                      about: application.application_id,
                    }}
                  />
                </Flex>
              ),
            })),
            {
              key: 'purpose',
              label: t('application.loanPurpose'),
              children: (
                <Flex gap={12} align="center">
                  <span data-testid="application-purpose">{t(`applications.purpose.${application.loan.loan_purpose}`)}</span>
                  <LoanEditor application={application} />
                </Flex>
              ),
            },
            {
              key: 'amount',
              label: t('application.amount'),
              children: (
                <span data-testid="application-amount">
                  {application.loan.mortgage_loan_amount == null
                    ? '-'
                    : formatMoney(application.loan.mortgage_loan_amount * 100, currency)}
                </span>
              ),
            },
            { key: 'created', label: t('application.created'), children: formatDateTime(application.date_created, application.country) },
            {
              key: 'assignee',
              label: t('application.assignee'),
              children: application.assignee?.name ?? t('application.unassigned'),
            },
            ...(application.lead_id
              ? [{ key: 'lead', label: t('application.lead'), children: <Link to={`/mortgage/lead/${application.lead_id}`}>{application.lead_id}</Link> }]
              : []),
          ]}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.invitations.title')}
        </Typography.Title>
        <Invitations application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.incomes.title')}
        </Typography.Title>
        <Incomes application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.property.title')}
        </Typography.Title>
        <Property application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.budget.title')}
        </Typography.Title>
        <LeftToLive application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.documents.title')}
        </Typography.Title>
        <Documents application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('meetings.title')}
        </Typography.Title>
        <Meetings
          subject={{ applicationId: application.application_id }}
          country={application.country}
          canBook={application.status === 'ACTIVE'}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.bankTitle')}
        </Typography.Title>
        <Banks application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.aml.title')}
        </Typography.Title>
        <Aml application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.comments')}
        </Typography.Title>
        <Comments application={application} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('application.history')}
        </Typography.Title>
        <History application={application} />
      </Flex>
    </Card>
  );
}
