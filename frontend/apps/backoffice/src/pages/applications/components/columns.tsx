import { Typography, type TableProps } from 'antd';
import type { Application, ApplicationApplicant } from '@zrm/api';
import { currencyOf, formatDateTime, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { StatusBadge, applicationStatusTone, substatusTone } from '@zrm/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { NextMeetingCell } from '../../meetings/NextMeetingCell';

export const applicationPath = (application: Pick<Application, 'application_id'>) =>
  `/mortgage/application/${application.application_id}`;

function name(applicant: ApplicationApplicant | undefined): string {
  if (!applicant) return '';
  return `${applicant.customer.first_name} ${applicant.customer.last_name}`.trim();
}

/**
 * The Applications table: application id with creation date, applicants (main and
 * co-applicant), method (loan purpose), total, next meeting, substatus and status badges.
 */
export function useApplicationColumns(): NonNullable<TableProps<Application>['columns']> {
  const { t } = useTranslation();
  return useMemo(() => {
    // The warning compares with the time the page was drawn.
    const now = Date.now();
    return [
      {
        key: 'application',
        title: t('applications.applicationId'),
        // Kept in view when the table scrolls sideways on a narrow (1366-px) screen.
        fixed: 'left',
        render: (_: unknown, application: Application) => (
          <div>
            <Link
              to={applicationPath(application)}
              onClick={(e) => e.stopPropagation()}
              data-testid={`application-link-${application.application_id}`}
            >
              {application.application_id}
            </Link>
            <div>
              <Typography.Text type="secondary">{formatDateTime(application.date_created, application.country)}</Typography.Text>
            </div>
          </div>
        ),
      },
      {
        key: 'applicants',
        title: t('applications.applicants'),
        render: (_: unknown, application: Application) => {
          const main = application.applicants.find((a: ApplicationApplicant) => a.role === 'MAIN_APPLICANT');
          const co = application.applicants.find((a: ApplicationApplicant) => a.role === 'CO_APPLICANT');
          return (
            <div data-testid={`application-applicants-${application.application_id}`}>
              <div>{name(main) || '-'}</div>
              {co && (
                <Typography.Text type="secondary">
                  {t('applications.coApplicant')}: {name(co)}
                </Typography.Text>
              )}
            </div>
          );
        },
      },
      {
        key: 'method',
        title: t('applications.method'),
        render: (_: unknown, application: Application) => t(`applications.purpose.${application.loan.loan_purpose}`),
      },
      {
        key: 'total',
        title: t('applications.total'),
        render: (_: unknown, application: Application) =>
          application.loan.mortgage_loan_amount == null
            ? '-'
            : formatMoney(application.loan.mortgage_loan_amount * 100, currencyOf(application.country)),
      },
      {
        key: 'meeting',
        title: t('applications.nextMeeting'),
        render: (_: unknown, application: Application) => (
          <NextMeetingCell
            next={application.next_meeting}
            latestStart={application.latest_meeting_start}
            needsWork={application.status === 'ACTIVE'}
            country={application.country}
            now={now}
          />
        ),
      },
      {
        key: 'substatus',
        title: t('applications.substatus'),
        render: (_: unknown, application: Application) => (
          <StatusBadge
            tone={substatusTone(application.substatus)}
            text={t(`applications.substatuses.${application.substatus}`)}
            testId={`application-substatus-${application.application_id}`}
          />
        ),
      },
      {
        key: 'status',
        title: t('applications.status'),
        render: (_: unknown, application: Application) => (
          <StatusBadge
            tone={applicationStatusTone(application.status)}
            text={t(`applications.statuses.${application.status}`)}
            testId={`application-status-${application.application_id}`}
          />
        ),
      },
    ];
  }, [t]);
}
