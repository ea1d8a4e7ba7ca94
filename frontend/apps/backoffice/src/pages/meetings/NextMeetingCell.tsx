import { WarningOutlined } from '@ant-design/icons';
import { Flex, Tooltip, Typography } from 'antd';
import type { NextMeeting } from '@zrm/api';
import { formatDateTimeWithZone } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/**
 * The tables' "next meeting" column: the handler and start of the next meeting, and a warning
 * icon when the latest meeting (the newest start) is in the past and the row still needs work
 * (a lead not handled, an ACTIVE application). The start names its zone: the row's country's
 * clock, which the reader's may not be.
 */
export function NextMeetingCell({
  next,
  latestStart,
  needsWork,
  country,
  now,
}: {
  next: NextMeeting | null | undefined;
  latestStart: string | null | undefined;
  needsWork: boolean;
  country: string;
  now: number;
}) {
  const { t } = useTranslation();
  const past = needsWork && latestStart != null && Date.parse(latestStart) < now;
  if (!next && !past) return <>-</>;
  return (
    <Flex gap={6} align="center">
      {past && (
        <Tooltip title={t('leads.meetingInPast')}>
          <WarningOutlined style={{ color: '#d48806' }} aria-label={t('leads.meetingInPast')} tabIndex={0} data-testid="meeting-in-past" />
        </Tooltip>
      )}
      {next ? (
        <div>
          <div>{next.handler_name}</div>
          <Typography.Text type="secondary">{formatDateTimeWithZone(next.meeting_start, country)}</Typography.Text>
        </div>
      ) : (
        '-'
      )}
    </Flex>
  );
}
