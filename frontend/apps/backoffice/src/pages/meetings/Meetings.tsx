import { App, Button, Flex, Form, Input, List, Popconfirm, Select, Typography } from 'antd';
import {
  toApiError,
  useAvailableSlotsQuery,
  useCancelMeetingMutation,
  useCreateMeetingMutation,
  useSubjectMeetingsQuery,
  type Meeting,
  type MeetingKind,
  type MeetingSubject,
} from '@zrm/api';
import { formatDate, formatDateTime, formatDateTimeWithZone, formatTime, formatTimeWithZone } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useState } from 'react';

const KINDS: readonly MeetingKind[] = ['PHONE', 'VIDEO', 'OFFICE'];

/** The next ten working days (Monday to Friday) from today, as YYYY-MM-DD of the local calendar. */
function workingDays(today: Date): string[] {
  const days: string[] = [];
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (days.length < 10) {
    if (day.getDay() !== 0 && day.getDay() !== 6) {
      const month = String(day.getMonth() + 1).padStart(2, '0');
      const date = String(day.getDate()).padStart(2, '0');
      days.push(`${day.getFullYear()}-${month}-${date}`);
    }
    day.setDate(day.getDate() + 1);
  }
  return days;
}

interface BookingForm {
  day: string;
  slot: string;
  kind: MeetingKind;
  note?: string;
}

interface SubjectProps {
  subject: MeetingSubject;
  /** SE or NO: the time zone times are shown in, and whose working day the slots are. */
  country: string;
}

/** Booking from the signed-in employee's free slots of a working day. */
function BookMeeting({ subject, country }: SubjectProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<BookingForm>();
  const days = useMemo(() => workingDays(new Date()), []);
  const [day, setDay] = useState(days[0] ?? '');
  const slots = useAvailableSlotsQuery({ day, country: country as 'SE' | 'NO' }, { skip: !day, refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateMeetingMutation();

  const submit = async ({ slot, kind, note }: BookingForm) => {
    const chosen = slots.data?.items.find((item) => item.start === slot);
    if (!chosen) return;
    const result = await create({
      createMeetingRequest: {
        ...('applicationId' in subject ? { application_id: subject.applicationId } : { lead_id: subject.leadId }),
        start: chosen.start,
        end: chosen.end,
        kind,
        note: note?.trim() ?? '',
      },
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('meetings.bookFailed'), description: toApiError(result.error).detail, key: 'meeting' });
      return;
    }
    form.resetFields(['slot', 'note']);
    notification.success({ title: t('meetings.booked', { at: formatDateTimeWithZone(chosen.start, country) }), key: 'meeting' });
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ day: days[0], kind: 'PHONE' }}
      onFinish={(values) => void submit(values)}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="day" label={t('meetings.day')}>
        <Select
          style={{ width: 150 }}
          data-testid="meeting-day"
          onChange={(value: string) => {
            setDay(value);
            form.resetFields(['slot']);
          }}
          options={days.map((value) => ({ value, label: formatDate(`${value}T12:00:00Z`, country) }))}
        />
      </Form.Item>
      <Form.Item name="slot" label={t('meetings.time')} rules={[{ required: true, message: t('meetings.slotRequired') }]}>
        <Select
          style={{ width: 130 }}
          data-testid="meeting-slot"
          loading={slots.isFetching}
          notFoundContent={t('meetings.noSlots')}
          options={(slots.data?.items ?? []).map((slot) => ({
            value: slot.start,
            label: formatTime(slot.start, country),
          }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('meetings.kind')}>
        <Select style={{ width: 130 }} data-testid="meeting-kind" options={KINDS.map((kind) => ({ value: kind, label: t(`meetings.kinds.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="note" rules={[{ max: 2000, message: t('application.commentTooLong') }]}>
        <Input placeholder={t('meetings.note')} style={{ width: 220 }} data-testid="meeting-note" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating.isLoading} data-testid="meeting-book">
        {t('meetings.book')}
      </Button>
    </Form>
  );
}

/** The meetings of an application or a lead by start, with cancel, and the booking form. */
export function Meetings({ subject, country, canBook }: SubjectProps & { canBook: boolean }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { data, error, refetch } = useSubjectMeetingsQuery(subject);
  const [cancel] = useCancelMeetingMutation();

  const onCancel = async (meeting: Meeting) => {
    const result = await cancel({ id: meeting.meeting_id });
    if ('error' in result && result.error) {
      notification.error({ title: t('meetings.cancelFailed'), description: toApiError(result.error).detail, key: 'meeting' });
      return;
    }
    notification.success({ title: t('meetings.cancelled'), key: 'meeting' });
  };

  return (
    <Flex vertical gap={12} data-testid="meetings">
      {canBook && <BookMeeting subject={subject} country={country} />}
      {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="meetings-error" />}
      <List
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('meetings.none') }}
        renderItem={(meeting) => (
          <List.Item
            key={meeting.meeting_id}
            data-testid={`meeting-${meeting.meeting_id}`}
            actions={[
              <Popconfirm
                key="cancel"
                title={t('meetings.cancelConfirm')}
                okText={t('meetings.cancel')}
                cancelText={t('common.cancel')}
                onConfirm={() => onCancel(meeting)}
              >
                <Button size="small" data-testid={`meeting-cancel-${meeting.meeting_id}`}>
                  {t('meetings.cancel')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Flex vertical gap={2}>
              <Typography.Text strong>
                {formatDateTime(meeting.start, meeting.country)} – {formatTimeWithZone(meeting.end, meeting.country)} ·{' '}
                {t(`meetings.kinds.${meeting.kind}`)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {meeting.handler_name}
                {meeting.note ? ` · ${meeting.note}` : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
