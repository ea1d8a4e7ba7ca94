import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Spin, Tag, Typography } from 'antd';
import {
  selectUser,
  toApiError,
  useAllCalendarQuery,
  useAppSelector,
  useMyCalendarQuery,
  type Meeting,
  type Slot,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useActiveCountry } from '../../layout/coordinates';
import { calendarViewOf, useMySettings } from '../../settings/mySettings';
import { BookingModal } from './BookingModal';
import { CALENDAR_VIEWS, readCalendarView, writeCalendarView, type CalendarView } from './calendarView';
import { dayOf, isDay, monthOf, shift, today, visibleDays, weekdayOf, windowOf, yearOf, type Country } from './days';
import { MONTH_KEYS, MonthGrid, TimeGrid, WEEKDAY_KEYS } from './views';
import { WorkingDay } from './WorkingDay';

/** The shown period's days (`?date=YYYY-MM-DD`, today without it) in the country's calendar. */
function useAnchor(country: Country) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const current = today(country);
  const anchor = isDay(requested) ? requested : current;
  const goTo = (day: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('date', day);
      return next;
    });
  return { anchor, today: current, goTo };
}

/**
 * `/mortgage/meetings/calendar` (the signed-in employee's meetings) and
 * `/mortgage/meetings/calendar-all` (everyone's, for mortgage admins; the route catalogue keeps
 * others out): month, week and day views (the default view of the user's settings, else the one last used here), today / previous
 * / next, and in week and day views the employee's free one-hour slots of the active coordinate's
 * country, each opening the booking dialog. Times are shown in the meeting's zone (Stockholm for
 * SE, Oslo for NO).
 */
export function CalendarPage({ all = false }: { all?: boolean }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const userId = user?.user_id ?? '';
  const country: Country = useActiveCountry();
  // The default view of the employee's settings; the one last used here until they arrive.
  const defaultView = calendarViewOf(useMySettings());
  const [view, setView] = useState<CalendarView>(() => defaultView ?? readCalendarView(userId));
  const [booking, setBooking] = useState<Slot | null>(null);
  const { anchor, today: todayDay, goTo } = useAnchor(country);

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const range = useMemo(() => windowOf(days, country), [days, country]);
  const mine = useMyCalendarQuery(range, { skip: all, refetchOnMountOrArgChange: true });
  const everyone = useAllCalendarQuery(range, { skip: !all, refetchOnMountOrArgChange: true });
  const { data, error, isFetching, refetch } = all ? everyone : mine;

  const meetingsByDay = useMemo(() => {
    const byDay = new Map<string, Meeting[]>();
    for (const meeting of data?.items ?? []) {
      if (meeting.cancelled) continue;
      const day = dayOf(meeting.start, meeting.country);
      byDay.set(day, [...(byDay.get(day) ?? []), meeting]);
    }
    return byDay;
  }, [data]);

  const changeView = (next: CalendarView) => {
    setView(next);
    writeCalendarView(userId, next);
  };

  const period =
    view === 'month'
      ? t('calendar.monthTitle', { month: t(`calendar.months.${MONTH_KEYS[monthOf(anchor) - 1] ?? 'jan'}`), year: yearOf(anchor) })
      : view === 'week'
        ? t('calendar.weekTitle', { from: days[0] ?? anchor, to: days[days.length - 1] ?? anchor })
        : t('calendar.dayTitle', { weekday: t(`calendar.weekdays.${WEEKDAY_KEYS[weekdayOf(anchor)] ?? 'mon'}`), date: anchor });
  const visible = new Set(days);
  const shown = (data?.items ?? []).filter((meeting) => !meeting.cancelled && visible.has(dayOf(meeting.start, meeting.country)));

  return (
    <Flex vertical gap={16} data-testid={all ? 'calendar-all' : 'calendar'} data-view={view}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
        {all ? t('calendar.titleAll') : t('calendar.title')}
      </Typography.Title>
      <Flex gap={12} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <Button onClick={() => goTo(todayDay)} data-testid="calendar-today">
            {t('calendar.today')}
          </Button>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('calendar.previous')}
            title={t('calendar.previous')}
            onClick={() => goTo(shift(view, anchor, -1))}
            data-testid="calendar-previous"
          />
          <Button
            icon={<RightOutlined />}
            aria-label={t('calendar.next')}
            title={t('calendar.next')}
            onClick={() => goTo(shift(view, anchor, 1))}
            data-testid="calendar-next"
          />
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="calendar-period">
            {period}
          </Typography.Text>
          {isFetching && <Spin size="small" data-testid="calendar-loading" />}
        </Flex>
        <Flex gap={12} align="center" wrap>
          {/* Free slots and working days are the active coordinate's country's. */}
          <Tag title={t('calendar.country')} data-testid="calendar-country" data-country={country}>
            {t(`calendar.countries.${country}`)}
          </Tag>
          <Segmented<CalendarView>
            aria-label={t('calendar.view')}
            value={view}
            onChange={changeView}
            data-testid="calendar-view"
            options={CALENDAR_VIEWS.map((value) => ({
              value,
              label: <span data-testid={`calendar-view-${value}`}>{t(`calendar.views.${value}`)}</span>,
            }))}
          />
        </Flex>
      </Flex>
      {error && (
        <ErrorAlert error={toApiError(error)} message={t('calendar.loadFailed')} onRetry={() => void refetch()} testId="calendar-error" />
      )}
      {!isFetching && !error && shown.length === 0 && (
        <Typography.Text type="secondary" data-testid="calendar-empty">
          {t('calendar.noMeetings')}
        </Typography.Text>
      )}
      {view === 'day' && <WorkingDay day={anchor} country={country} editable={!all} />}
      {view === 'month' ? (
        <MonthGrid
          days={days}
          meetingsByDay={meetingsByDay}
          today={todayDay}
          showHandler={all}
          anchor={anchor}
          onOpenDay={(day) => {
            setView('day');
            goTo(day);
          }}
        />
      ) : (
        <TimeGrid
          days={days}
          meetingsByDay={meetingsByDay}
          today={todayDay}
          showHandler={all}
          country={country}
          onSlot={setBooking}
        />
      )}
      <BookingModal slot={booking} country={country} onClose={() => setBooking(null)} />
    </Flex>
  );
}
