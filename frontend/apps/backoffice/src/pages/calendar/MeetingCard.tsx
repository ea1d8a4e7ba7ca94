import { Tooltip, Typography } from 'antd';
import type { Meeting } from '@zrm/api';
import { formatTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { Link } from 'react-router-dom';

import { dayOf } from './days';

/**
 * One meeting in a calendar cell: its time in the meeting's own zone, kind, what it is about (the
 * application or the lead, linked) and, in the all-meetings calendar, who holds it.
 */
export function MeetingCard({ meeting, showHandler }: { meeting: Meeting; showHandler: boolean }) {
  const { t } = useTranslation();
  const { application_id: applicationId, lead_id: leadId, country } = meeting;
  const card = (
    <div
      data-testid={`calendar-meeting-${meeting.meeting_id}`}
      data-day={dayOf(meeting.start, country)}
      style={{
        borderLeft: '3px solid #1f4e8c',
        background: '#eef3fb',
        borderRadius: 4,
        padding: '2px 6px',
        fontSize: 12,
        lineHeight: 1.4,
        overflow: 'hidden',
      }}
    >
      <div>
        <Typography.Text strong style={{ fontSize: 12 }}>
          {formatTime(meeting.start, country)}–{formatTime(meeting.end, country)}
        </Typography.Text>{' '}
        · {t(`meetings.kinds.${meeting.kind}`)}
      </div>
      <div>
        {applicationId ? (
          <Link to={`/mortgage/application/${encodeURIComponent(applicationId)}`}>{applicationId}</Link>
        ) : leadId != null ? (
          <Link to={`/mortgage/lead/${leadId}`}>{t('calendar.lead', { id: leadId })}</Link>
        ) : null}
      </div>
      {showHandler && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="calendar-meeting-handler">
          {meeting.handler_name}
        </Typography.Text>
      )}
    </div>
  );
  return meeting.note ? <Tooltip title={meeting.note}>{card}</Tooltip> : card;
}
