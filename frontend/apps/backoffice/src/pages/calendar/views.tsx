import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useAvailableSlotsQuery, type Meeting, type Slot } from '@zrm/api';
import { formatTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import type { CSSProperties } from 'react';

import { hourOf, monthOf, weekdayOf, type Country } from './days';
import { MeetingCard } from './MeetingCard';

/** i18n keys of the weekdays by `Date#getDay()` (0 Sunday) and of the months (0 January). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const BORDER = '1px solid #e5e9f0';
const TODAY_BACKGROUND = '#f0f7ff';
/** The working day the free slots cover (08:00–17:00): always shown. */
const FIRST_HOUR = 8;
const LAST_HOUR = 16;

function WeekdayName({ day }: { day: string }) {
  const { t } = useTranslation();
  return <>{t(`calendar.weekdays.${WEEKDAY_KEYS[weekdayOf(day)] ?? 'mon'}`)}</>;
}

interface CommonProps {
  days: readonly string[];
  meetingsByDay: ReadonlyMap<string, readonly Meeting[]>;
  today: string;
  /** The all-meetings calendar names each meeting's handler. */
  showHandler: boolean;
}

interface TimeGridProps extends CommonProps {
  /** The country whose working day the free slots are. */
  country: Country;
  onSlot: (slot: Slot) => void;
}

/** Week and day views: an hour per row (08–16 and any hour with a meeting), a column per day. */
export function TimeGrid({ days, meetingsByDay, today, showHandler, country, onSlot }: TimeGridProps) {
  const { t } = useTranslation();
  const meetingHours = days.flatMap((day) => (meetingsByDay.get(day) ?? []).map((m) => hourOf(m.start, m.country)));
  const first = Math.min(FIRST_HOUR, ...meetingHours);
  const last = Math.max(LAST_HOUR, ...meetingHours);
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const cell: CSSProperties = { borderTop: BORDER, borderLeft: BORDER, padding: 4, minHeight: 52 };

  return (
    <div
      data-testid="calendar-time-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `56px repeat(${days.length}, minmax(0, 1fr))`,
        border: BORDER,
        borderTop: 'none',
        borderLeft: 'none',
        background: '#fff',
      }}
    >
      <div style={{ ...cell, gridColumn: 1, gridRow: 1, minHeight: 0 }} />
      {hours.map((hour, index) => (
        <div key={hour} style={{ ...cell, gridColumn: 1, gridRow: index + 2, textAlign: 'right' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('calendar.hour', { hour: String(hour).padStart(2, '0') })}
          </Typography.Text>
        </div>
      ))}
      {days.map((day, column) => (
        <DayColumn
          key={day}
          day={day}
          column={column + 2}
          hours={hours}
          meetings={meetingsByDay.get(day) ?? []}
          isToday={day === today}
          // Past days have no free slots; they are not asked for. A weekend day has slots only when
          // the schedule plans it as a working day.
          withSlots={day >= today}
          showHandler={showHandler}
          country={country}
          onSlot={onSlot}
          cell={cell}
        />
      ))}
    </div>
  );
}

interface DayColumnProps {
  day: string;
  column: number;
  hours: readonly number[];
  meetings: readonly Meeting[];
  isToday: boolean;
  withSlots: boolean;
  showHandler: boolean;
  country: Country;
  onSlot: (slot: Slot) => void;
  cell: CSSProperties;
}

/** One day's header and hour cells (placed in the parent grid), with its own free-slot query. */
function DayColumn({ day, column, hours, meetings, isToday, withSlots, showHandler, country, onSlot, cell }: DayColumnProps) {
  const { t } = useTranslation();
  const slots = useAvailableSlotsQuery({ day, country }, { skip: !withSlots, refetchOnMountOrArgChange: true });
  const background = isToday ? TODAY_BACKGROUND : undefined;
  return (
    <>
      <div
        data-testid={`calendar-day-${day}`}
        style={{ ...cell, gridColumn: column, gridRow: 1, minHeight: 0, textAlign: 'center', background }}
      >
        <Typography.Text strong={isToday}>
          <WeekdayName day={day} /> {day}
        </Typography.Text>
        {slots.isError && (
          <div>
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`slots-error-${day}`}>
              {t('calendar.slotsFailed')}
            </Typography.Text>
          </div>
        )}
      </div>
      {hours.map((hour, index) => {
        const inHour = meetings.filter((meeting) => hourOf(meeting.start, meeting.country) === hour);
        const free = withSlots ? (slots.data?.items ?? []).filter((slot) => hourOf(slot.start, country) === hour) : [];
        return (
          <div
            key={hour}
            style={{ ...cell, gridColumn: column, gridRow: index + 2, background, display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            {inHour.map((meeting) => (
              <MeetingCard key={meeting.meeting_id} meeting={meeting} showHandler={showHandler} />
            ))}
            {free.map((slot) => (
              <Button
                key={slot.start}
                size="small"
                type="dashed"
                block
                icon={<PlusOutlined />}
                data-testid={`free-slot-${slot.start}`}
                title={t('calendar.bookHere')}
                onClick={() => onSlot(slot)}
              >
                {t('calendar.free', { time: formatTime(slot.start, country) })}
              </Button>
            ))}
          </div>
        );
      })}
    </>
  );
}

interface MonthGridProps extends CommonProps {
  /** Any day of the month shown; days of the weeks around it are dimmed. */
  anchor: string;
  onOpenDay: (day: string) => void;
}

/** Month view: the whole weeks of the month, each day with its meetings; a date opens its day. */
export function MonthGrid({ days, meetingsByDay, today, showHandler, anchor, onOpenDay }: MonthGridProps) {
  const { t } = useTranslation();
  const month = monthOf(anchor);
  const cell: CSSProperties = { borderTop: BORDER, borderLeft: BORDER, padding: 4 };
  return (
    <div
      data-testid="calendar-month-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: BORDER,
        borderTop: 'none',
        borderLeft: 'none',
        background: '#fff',
      }}
    >
      {days.slice(0, 7).map((day) => (
        <div key={`head-${day}`} style={{ ...cell, textAlign: 'center' }}>
          <Typography.Text strong>
            <WeekdayName day={day} />
          </Typography.Text>
        </div>
      ))}
      {days.map((day) => {
        const outside = monthOf(day) !== month;
        return (
          <div
            key={day}
            data-testid={`calendar-day-${day}`}
            style={{
              ...cell,
              minHeight: 96,
              display: 'flex',
              flexDirection: 'column',
              gap: 4,
              background: day === today ? TODAY_BACKGROUND : outside ? '#fafafa' : undefined,
              opacity: outside ? 0.6 : 1,
            }}
          >
            <Button
              type="link"
              size="small"
              style={{ alignSelf: 'flex-end', padding: 0, height: 'auto', fontWeight: day === today ? 700 : 400 }}
              aria-label={t('calendar.openDay', { day })}
              data-testid={`calendar-open-${day}`}
              onClick={() => onOpenDay(day)}
            >
              {Number(day.slice(8, 10))}
            </Button>
            {(meetingsByDay.get(day) ?? []).map((meeting) => (
              <MeetingCard key={meeting.meeting_id} meeting={meeting} showHandler={showHandler} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
