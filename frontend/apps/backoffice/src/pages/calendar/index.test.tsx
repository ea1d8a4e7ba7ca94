import { act, screen, waitFor, within } from '@testing-library/react';
import { coordinateChosen, type Meeting, type ScheduleDay, type Slot, type User } from '@zrm/api';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';
import { formatDate } from '@zrm/format';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';
import { calendarViewKey, readCalendarView, writeCalendarView } from './calendarView';
import { visibleDays, windowOf } from './days';

function meeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    meeting_id: 1,
    application_id: 'MOSE1001',
    lead_id: null,
    cancelled: false,
    country: 'SE',
    created_by: 'u-maja',
    handler_id: 'u-maja',
    handler_name: 'Maja Nilsson',
    kind: 'PHONE',
    note: null,
    // Monday 7 January 2030, 10:00–11:00 in Stockholm (winter time, UTC+1).
    start: '2030-01-07T09:00:00Z',
    end: '2030-01-07T10:00:00Z',
    ...overrides,
  };
}

const advisor = sampleUser({ user_id: 'u-maja', first_name: 'Maja', last_name: 'Nilsson', name: 'Maja Nilsson', roles: ['team-lead'], zoordinates: ['MOSESTFTSA'] });
const admin = sampleUser({ user_id: 'u-anna', roles: ['mortgage:admin'], zoordinates: ['MOSESTFTSA'] });
const bothCountries = sampleUser({ user_id: 'u-nils', roles: ['team-lead'], zoordinates: ['MOSESTFTSA', 'MONOSTFTSA'] });
const registrar = sampleUser({ user_id: 'u-jonas', roles: ['kdlt:admin'], zoordinates: ['KDSESTFTSA'] });

// Wednesday 9 January 2030: its week runs Monday 7 to Sunday 13 January.
const WEEK = '/mortgage/meetings/calendar?date=2030-01-09';
const WEEK_DAYS = ['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13'];
const FREE: Slot = { start: '2030-01-08T10:00:00Z', end: '2030-01-08T11:00:00Z' };

describe('meetings calendar', () => {
  let me: User = advisor;
  let mine: Meeting[] = [];
  let everyone: Meeting[] = [];
  let planned: ScheduleDay[] = [];
  const harness = useBackofficeHarness(() => ({
    ...Object.fromEntries(
      WEEK_DAYS.map((day) => [
        `GET /schedule/${day}/MO/SE`,
        () => jsonReply({ items: planned.filter((entry) => entry.day === day), total: planned.length, page: 1, limit: 50 }),
      ]),
    ),
    'POST /schedule': (call: RecordedCall) => {
      const body = call.body as { day: string; working: boolean; starts?: string; ends?: string };
      const saved: ScheduleDay = {
        user_id: me.user_id,
        name: me.name,
        day: body.day,
        product: 'MO',
        country: 'SE',
        working: body.working,
        starts: body.starts ?? null,
        ends: body.ends ?? null,
      };
      planned = [...planned.filter((entry) => entry.user_id !== me.user_id), saved];
      return jsonReply(saved);
    },
    'GET /employee/me': () => jsonReply(me),
    'POST /meeting/mine': () => jsonReply({ items: mine }),
    'POST /meeting/all': () => jsonReply({ items: everyone }),
    ...Object.fromEntries(
      WEEK_DAYS.map((day) => [
        `GET /meeting/available/${day}`,
        (call: RecordedCall) => jsonReply({ items: day === '2030-01-08' && call.query.get('country') === 'SE' ? [FREE] : [] }),
      ]),
    ),
  }));
  beforeEach(() => {
    window.localStorage.clear();
    me = advisor;
    planned = [
      { user_id: 'u-erik', name: 'Erik Lind', day: '2030-01-09', product: 'MO', country: 'SE', working: false, starts: null, ends: null },
    ];
    mine = [
      meeting(),
      meeting({ meeting_id: 2, application_id: null, lead_id: 55, kind: 'VIDEO', start: '2030-01-09T13:00:00Z', end: '2030-01-09T14:00:00Z' }),
    ];
    everyone = [
      ...mine,
      meeting({
        meeting_id: 3,
        application_id: 'MONO1002',
        country: 'NO',
        kind: 'OFFICE',
        handler_id: 'u-ola',
        handler_name: 'Ola Nordmann',
        start: '2030-01-10T07:00:00Z',
        end: '2030-01-10T08:00:00Z',
      }),
    ];
  });

  it('is in the menu of mortgage staff; everyone’s calendar only for mortgage admins', async () => {
    const first = renderBackoffice('/mortgage/leads', { signedInAs: advisor });
    await first.user.click(await screen.findByTestId('menu-calendar'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My calendar');
    expect(screen.queryByTestId('menu-calendar-all')).not.toBeInTheDocument();
    await settle(harness);
    first.unmount();

    me = admin;
    const second = renderBackoffice('/mortgage/leads', { signedInAs: admin });
    expect(await screen.findByTestId('menu-calendar')).toHaveTextContent('My calendar');
    await second.user.click(await screen.findByTestId('menu-calendar-all'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('All upcoming meetings');
    await settle(harness);
    second.unmount();

    me = registrar;
    renderBackoffice('/mortgage/leads', { signedInAs: registrar });
    await screen.findByTestId('logo');
    await settle(harness);
    expect(screen.queryByTestId('menu-calendar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-calendar-all')).not.toBeInTheDocument();
  });

  it('shows the week’s meetings in Stockholm time with kind and subject, and the free slots of its weekdays', async () => {
    renderBackoffice(WEEK, { signedInAs: advisor });
    const first = await screen.findByTestId('calendar-meeting-1');
    expect(first).toHaveTextContent('10:00–11:00');
    expect(first).toHaveTextContent('Phone');
    expect(within(first).getByRole('link', { name: 'MOSE1001' })).toHaveAttribute('href', '/mortgage/application/MOSE1001');
    expect(within(first).queryByTestId('calendar-meeting-handler')).not.toBeInTheDocument();
    const lead = screen.getByTestId('calendar-meeting-2');
    expect(lead).toHaveTextContent('14:00–15:00');
    expect(lead).toHaveTextContent('Video');
    expect(within(lead).getByRole('link', { name: 'Lead 55' })).toHaveAttribute('href', '/mortgage/lead/55');
    // Each in its own day's column.
    expect(screen.getByTestId('calendar-day-2030-01-07')).toHaveTextContent('Mon 2030-01-07');
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('2030-01-07 – 2030-01-13');
    expect(screen.getByTestId('calendar')).toHaveAttribute('data-view', 'week');

    // The whole week in one call, from Monday 00:00 to the Monday after, Stockholm time.
    const [read] = harness.gateway.callsTo('POST /meeting/mine');
    expect(read?.body).toEqual({ from: '2030-01-06T23:00:00.000Z', to: '2030-01-13T23:00:00.000Z' });
    expect(await screen.findByTestId(`free-slot-${FREE.start}`)).toHaveTextContent('Free 11:00');
    await settle(harness);
    // Every day is asked (a weekend day has slots when the schedule plans it as a working day).
    for (const day of WEEK_DAYS) {
      const calls = harness.gateway.callsTo(`GET /meeting/available/${day}`);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls[0]?.query.get('country')).toBe('SE');
    }
    expect(harness.gateway.callsTo('POST /meeting/all')).toHaveLength(0);
  });

  it('books an application meeting from a free slot; the calendar and the slots refresh', async () => {
    const created = meeting({ meeting_id: 9, start: FREE.start, end: FREE.end, note: 'Payslips' });
    harness.gateway.on('POST /meeting/create', () => {
      mine = [...mine, created];
      return jsonReply(created, 201);
    });
    const { user } = renderBackoffice(WEEK, { signedInAs: advisor });
    await user.click(await screen.findByTestId(`free-slot-${FREE.start}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('booking-time')).toHaveTextContent('2030-01-08 11:00:00 – 12:00');

    // The reference is required and checked before anything is sent.
    await user.click(screen.getByTestId('booking-submit'));
    expect(await within(dialog).findByText('Enter the application reference')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('booking-application'), 'MOSE');
    await user.click(screen.getByTestId('booking-submit'));
    expect(await within(dialog).findByText('A reference looks like MOSE1001')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /meeting/create')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('booking-application'));
    await user.type(within(dialog).getByTestId('booking-application'), 'mose1001');
    await user.type(within(dialog).getByTestId('booking-note'), ' Payslips ');
    const slotCalls = harness.gateway.callsTo('GET /meeting/available/2030-01-08').length;
    const reads = harness.gateway.callsTo('POST /meeting/mine').length;
    await user.click(screen.getByTestId('booking-submit'));

    await waitFor(() => expect(harness.gateway.callsTo('POST /meeting/create')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /meeting/create')[0]?.body).toEqual({
      application_id: 'MOSE1001',
      start: FREE.start,
      end: FREE.end,
      kind: 'PHONE',
      note: 'Payslips',
    });
    expect(await screen.findByText('Meeting booked at 2030-01-08 11:00:00 CET')).toBeInTheDocument();
    expect(await screen.findByTestId('calendar-meeting-9')).toHaveTextContent('11:00–12:00');
    await waitFor(() => expect(harness.gateway.callsTo('POST /meeting/mine').length).toBeGreaterThan(reads));
    await waitFor(() => expect(harness.gateway.callsTo('GET /meeting/available/2030-01-08').length).toBeGreaterThan(slotCalls));
    await settle(harness);
  });

  it('books for a lead, and shows a refusal’s detail in the dialog', async () => {
    harness.gateway.on('POST /meeting/create', () =>
      jsonReply({ detail: 'The handler already has a meeting at that time', request_id: 'req-409' }, 409),
    );
    const { user } = renderBackoffice(WEEK, { signedInAs: advisor });
    await user.click(await screen.findByTestId(`free-slot-${FREE.start}`));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Lead'));
    await user.type(await within(dialog).findByTestId('booking-lead'), '55');
    await user.click(screen.getByTestId('booking-submit'));

    const error = await within(dialog).findByTestId('booking-error');
    expect(error).toHaveTextContent('The meeting was not booked');
    expect(error).toHaveTextContent('The handler already has a meeting at that time');
    expect(error).toHaveTextContent('req-409');
    expect(harness.gateway.callsTo('POST /meeting/create')[0]?.body).toEqual({
      lead_id: 55,
      start: FREE.start,
      end: FREE.end,
      kind: 'PHONE',
      note: '',
    });
    // The dialog stays open for another try.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await settle(harness);
  });

  it('switches between month, week and day, remembers the view per user, and steps through periods', async () => {
    const first = renderBackoffice(WEEK, { signedInAs: advisor });
    await screen.findByTestId('calendar-meeting-1');
    await first.user.click(screen.getByTestId('calendar-view-month'));
    expect(screen.getByTestId('calendar')).toHaveAttribute('data-view', 'month');
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('January 2030');
    expect(window.localStorage.getItem(calendarViewKey('u-maja'))).toBe('month');
    // The month's whole weeks: Monday 31 December to Sunday 3 February.
    await waitFor(() =>
      expect(harness.gateway.callsTo('POST /meeting/mine').map((call) => call.body)).toContainEqual({
        from: '2029-12-30T23:00:00.000Z',
        to: '2030-02-03T23:00:00.000Z',
      }),
    );
    expect(within(await screen.findByTestId('calendar-day-2030-01-09')).getByTestId('calendar-meeting-2')).toBeInTheDocument();
    expect(screen.queryByTestId(`free-slot-${FREE.start}`)).not.toBeInTheDocument();
    await first.user.click(screen.getByTestId('calendar-next'));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('February 2030');
    await settle(harness);
    first.unmount();

    // Opened again, the calendar starts in the stored view.
    const second = renderBackoffice(WEEK, { signedInAs: advisor });
    expect(await screen.findByTestId('calendar')).toHaveAttribute('data-view', 'month');
    // A date opens its day.
    await second.user.click(await screen.findByTestId('calendar-open-2030-01-09'));
    expect(screen.getByTestId('calendar')).toHaveAttribute('data-view', 'day');
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('Wed 2030-01-09');
    expect(await screen.findByTestId('calendar-meeting-2')).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-meeting-1')).not.toBeInTheDocument();
    await second.user.click(screen.getByTestId('calendar-next'));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('Thu 2030-01-10');
    await second.user.click(screen.getByTestId('calendar-previous'));
    await second.user.click(screen.getByTestId('calendar-previous'));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('Tue 2030-01-08');
    expect(await screen.findByTestId(`free-slot-${FREE.start}`)).toBeInTheDocument();
    await second.user.click(screen.getByTestId('calendar-view-week'));
    expect(window.localStorage.getItem(calendarViewKey('u-maja'))).toBe('week');
    await second.user.click(screen.getByTestId('calendar-today'));
    const today = formatDate(new Date(), 'SE');
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(visibleDays('week', today)[0] ?? '');
    await settle(harness);
  });

  it('shows everyone’s meetings with their handlers to a mortgage admin, each in its country’s time', async () => {
    me = admin;
    renderBackoffice('/mortgage/meetings/calendar-all?date=2030-01-09', { signedInAs: admin });
    const oslo = await screen.findByTestId('calendar-meeting-3');
    expect(oslo).toHaveTextContent('08:00–09:00');
    expect(oslo).toHaveTextContent('At the office');
    expect(oslo).toHaveTextContent('Ola Nordmann');
    expect(within(oslo).getByRole('link', { name: 'MONO1002' })).toHaveAttribute('href', '/mortgage/application/MONO1002');
    expect(screen.getByTestId('calendar-meeting-1')).toHaveTextContent('Maja Nilsson');
    expect(harness.gateway.callsTo('POST /meeting/all')[0]?.body).toEqual({
      from: '2030-01-06T23:00:00.000Z',
      to: '2030-01-13T23:00:00.000Z',
    });
    expect(harness.gateway.callsTo('POST /meeting/mine')).toHaveLength(0);
    await settle(harness);
  });

  it('shows everyone’s calendar to others as not found, without asking the gateway', async () => {
    renderBackoffice('/mortgage/meetings/calendar-all?date=2030-01-09', { signedInAs: advisor });
    expect(await screen.findByTestId('not-found-title')).toHaveTextContent("The page you are looking for isn't here");
    await settle(harness);
    expect(harness.gateway.callsTo('POST /meeting/all')).toHaveLength(0);
  });

  it('shows a failed read with the server’s detail and retries', async () => {
    harness.gateway.on('POST /meeting/mine', () => jsonReply({ detail: 'Core is unavailable', request_id: 'req-503' }, 503));
    const { user } = renderBackoffice(WEEK, { signedInAs: advisor });
    const error = await screen.findByTestId('calendar-error');
    expect(error).toHaveTextContent('The meetings could not be loaded');
    expect(error).toHaveTextContent('Core is unavailable');
    harness.gateway.on('POST /meeting/mine', () => jsonReply({ items: mine }));
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('calendar-meeting-1')).toBeInTheDocument();
    await settle(harness);
  });

  it('works in the active coordinate’s country, and follows a switch of coordinates', async () => {
    me = bothCountries;
    const { store } = renderBackoffice(WEEK, { signedInAs: bothCountries });
    await screen.findByTestId(`free-slot-${FREE.start}`);
    expect(screen.getByTestId('calendar-country')).toHaveTextContent('Sweden');
    act(() => {
      store.dispatch(coordinateChosen('MONOSTFTSA'));
    });
    await waitFor(() => expect(screen.getByTestId('calendar-country')).toHaveTextContent('Norway'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /meeting/available/2030-01-08').map((call) => call.query.get('country'))).toContain('NO'),
    );
    await waitFor(() => expect(screen.queryByTestId(`free-slot-${FREE.start}`)).not.toBeInTheDocument());
    await settle(harness);
  });

  it('shows who works the day and saves the caller’s hours; the free slots follow', async () => {
    const { user } = renderBackoffice('/mortgage/meetings/calendar?date=2030-01-09', { signedInAs: advisor });
    await user.click(await screen.findByTestId('calendar-view-day'));
    const erik = await screen.findByTestId('working-day-u-erik');
    expect(erik).toHaveTextContent('Erik Lind');
    expect(erik).toHaveTextContent('Day off');
    const slotCalls = harness.gateway.callsTo('GET /meeting/available/2030-01-09').length;
    await user.click(screen.getByTestId('working-day-starts'));
    await user.click(await screen.findByTitle('10:00'));
    await user.click(screen.getByTestId('working-day-ends'));
    // The start's dropdown stays in the document: the end's options are the last ones.
    await waitFor(() => expect(screen.getAllByTitle('14:30').length).toBe(2));
    const end = screen.getAllByTitle('14:30').at(-1);
    if (!end) throw new Error('no 14:30 option');
    await user.click(end);
    await user.click(screen.getByTestId('working-day-save'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /schedule')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /schedule')[0]?.body).toEqual({
      day: '2030-01-09',
      product: 'MO',
      country: 'SE',
      working: true,
      starts: '10:00',
      ends: '14:30',
    });
    expect(await screen.findByTestId('working-day-u-maja')).toHaveTextContent('10:00–14:30');
    await waitFor(() => expect(harness.gateway.callsTo('GET /meeting/available/2030-01-09').length).toBeGreaterThan(slotCalls));
    // A day off: no hours are sent.
    await user.click(screen.getByTestId('working-day-working'));
    await user.click(screen.getByTestId('working-day-save'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /schedule')).toHaveLength(2));
    expect(harness.gateway.callsTo('POST /schedule')[1]?.body).toEqual({ day: '2030-01-09', product: 'MO', country: 'SE', working: false });
    await settle(harness);
  });

  it('names the country whose free times it shows', async () => {
    renderBackoffice(WEEK, { signedInAs: advisor });
    await screen.findByTestId('calendar-meeting-1');
    expect(screen.getByTestId('calendar-country')).toHaveTextContent('Sweden');
    await settle(harness);
  });
});

describe('calendar days', () => {
  it('covers a month in whole weeks within the gateway’s 42 days, also across a clock change', () => {
    const march = visibleDays('month', '2030-03-15');
    expect(march[0]).toBe('2030-02-25');
    expect(march.at(-1)).toBe('2030-03-31');
    // Summer time starts on 31 March: the window still ends at local midnight.
    expect(windowOf(march, 'SE')).toEqual({ from: '2030-02-24T23:00:00.000Z', to: '2030-03-31T22:00:00.000Z' });
    for (const anchor of ['2030-06-01', '2030-09-30', '2031-02-10', '2026-03-01']) {
      const days = visibleDays('month', anchor);
      expect(days.length % 7).toBe(0);
      expect(days.length).toBeLessThanOrEqual(42);
    }
    expect(visibleDays('day', '2030-01-09')).toEqual(['2030-01-09']);
    expect(visibleDays('week', '2030-01-13')).toEqual(WEEK_DAYS);
  });
});

describe('the default calendar view', () => {
  beforeEach(() => window.localStorage.clear());

  it('is week until one is stored, per user, and ignores unknown values', () => {
    expect(readCalendarView('u-1')).toBe('week');
    writeCalendarView('u-1', 'day');
    expect(readCalendarView('u-1')).toBe('day');
    expect(readCalendarView('u-2')).toBe('week');
    window.localStorage.setItem(calendarViewKey('u-2'), 'year');
    expect(readCalendarView('u-2')).toBe('week');
  });

  it('survives a storage that refuses access', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const write = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    try {
      expect(readCalendarView('u-1')).toBe('week');
      expect(() => writeCalendarView('u-1', 'month')).not.toThrow();
    } finally {
      spy.mockRestore();
      write.mockRestore();
    }
  });
});
