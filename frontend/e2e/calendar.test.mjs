/**
 * Whole-stack browser test of the meetings calendars. Jonas registers a customer; Maja (a team
 * lead on the mortgage desk) creates an application for them through the gateway, opens "My
 * calendar" from the menu, switches month / week / day, books a meeting for the application from
 * one of her free slots, and sees it in the week and the month (at the slot's Stockholm time,
 * linked to the application). Anna, a mortgage admin, finds it with Maja's name in the
 * all-meetings calendar. Each account signs in once (sign-ins are rate-limited per account); the
 * browser runs in Europe/Stockholm. Screenshots: calendar-week.png, calendar-month.png,
 * calendar-day.png, calendar-booking.png, calendar-booked.png, calendar-booked-month.png,
 * calendar-all.png.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { openFromMenu, sessionOf, signIn } from './lib/backoffice.mjs';
import { animationsDone, launchBrowser, screenshotPath, watchConsole } from './lib/browser.mjs';
import { swedishPersonalId } from './lib/pni.mjs';
import { gateway, requireStack } from './lib/stack.mjs';

const JONAS = { email: 'jonas.kdlt@zrm.example', password: 'demo-kdlt-1' };
const MAJA = { email: 'maja.team@zrm.example', password: 'demo-team-1' };
const ANNA = { email: 'anna.online@zrm.example', password: 'demo-online-1' };
const VIEWPORT = { width: 1440, height: 900 };
const CONTEXT = { viewport: VIEWPORT, locale: 'en-GB', timezoneId: 'Europe/Stockholm' };

/** Stockholm's calendar day and HH:mm of an instant (what the calendar must show for it). */
function stockholm(instant) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Waits until the calendar shows `view` and has no read in flight. */
async function calendarIn(page, testId, view) {
  await page.locator(`[data-testid="${testId}"][data-view="${view}"]`).waitFor();
  await page.getByTestId('calendar-loading').waitFor({ state: 'detached' });
}

describe('meetings calendars', () => {
  let browser;

  after(async () => {
    await browser?.close();
  });

  it('an advisor books from a free slot in her calendar; a mortgage admin sees it in everyone’s', async () => {
    await requireStack();
    browser = await launchBrowser();

    // The application's customer, registered by Jonas.
    const jonasContext = await browser.newContext(CONTEXT);
    const jonas = await jonasContext.newPage();
    await signIn(jonas, JONAS);
    const { token: registrar } = await sessionOf(jonas);
    const customer = await gateway('POST', '/customer/create', registrar, {
      country: 'SE',
      pni: swedishPersonalId(),
      first_name: 'Kalle',
      last_name: 'Kalendersson',
    });
    await jonasContext.close();

    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, MAJA);
    const { token } = await sessionOf(page);
    const { application_id: id } = await gateway('POST', '/application/create', token, {
      country: 'SE',
      loan_purpose: 'BUY',
      main_applicant: customer.customer_id,
    });

    // My calendar opens in the default view (week); month, day and back to week.
    await openFromMenu(page, 'menu-calendar');
    await page.waitForURL(/\/mortgage\/meetings\/calendar(\?|$)/);
    await calendarIn(page, 'calendar', 'week');
    assert.equal(await page.getByTestId('page-title').textContent(), 'My calendar');
    assert.equal(await page.getByTestId('menu-calendar-all').count(), 0);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-week.png'), fullPage: true });
    await page.getByTestId('calendar-view-month').click();
    await calendarIn(page, 'calendar', 'month');
    await page.getByTestId('calendar-month-grid').waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-month.png'), fullPage: true });
    await page.getByTestId('calendar-view-day').click();
    await calendarIn(page, 'calendar', 'day');
    await page.getByTestId('calendar-time-grid').waitFor();
    // Her working day: saved with her hours, it lists her at the mortgage desk.
    await page.getByTestId('working-day-save').click();
    await page.getByTestId('working-day-list').getByText('Maja Nilsson').waitFor();
    assert.match(await page.getByTestId('working-day-list').textContent(), /08:00–17:00/);
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-day.png'), fullPage: true });
    await page.getByTestId('calendar-view-week').click();
    await calendarIn(page, 'calendar', 'week');

    // The first free slot of this week, or of the next ones (late on a Friday, at a weekend).
    const slots = page.locator('[data-testid^="free-slot-"]');
    for (let week = 0; week < 3; week += 1) {
      if (await slots.first().waitFor({ timeout: 5_000 }).then(() => true, () => false)) break;
      await page.getByTestId('calendar-next').click();
      await calendarIn(page, 'calendar', 'week');
    }
    const slot = slots.first();
    const slotId = await slot.getAttribute('data-testid');
    const start = slotId.slice('free-slot-'.length);
    const local = stockholm(start);
    assert.equal(await slot.textContent(), `Free ${local.time}`);

    const note = `Calendar check ${Date.now()}`;
    await slot.click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('booking-application').fill(id);
    await page.getByTestId('booking-note').fill(note);
    assert.match(await page.getByTestId('booking-time').textContent(), new RegExp(`${local.day} ${local.time}:00`));
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-booking.png') });
    await page.getByTestId('booking-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    // In the week: on the slot's day at its time, linked to the application; the slot is taken.
    const booked = page.locator(`[data-testid^="calendar-meeting-"][data-day="${local.day}"]`).filter({ hasText: id });
    await booked.first().waitFor();
    assert.match(await booked.first().textContent(), new RegExp(`${local.time}–`));
    assert.match(await booked.first().textContent(), /Phone/);
    await page.getByTestId(slotId).waitFor({ state: 'detached' });
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-booked.png'), fullPage: true });

    // In the month, in the slot's day.
    await page.getByTestId('calendar-view-month').click();
    await calendarIn(page, 'calendar', 'month');
    if (!(await page.getByTestId(`calendar-day-${local.day}`).waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      await page.getByTestId('calendar-next').click();
      await calendarIn(page, 'calendar', 'month');
    }
    const inMonth = page.getByTestId(`calendar-day-${local.day}`).locator('[data-testid^="calendar-meeting-"]').filter({ hasText: id });
    await inMonth.waitFor();
    await animationsDone(page);
    await page.screenshot({ path: screenshotPath('calendar-booked-month.png'), fullPage: true });

    // The link opens the application, whose meetings list has the same meeting.
    await inMonth.getByRole('link', { name: id }).click();
    await page.waitForURL(new RegExp(`/mortgage/application/${id}$`));
    await page.locator('li[data-testid^="meeting-"]').filter({ hasText: note }).waitFor();
    assert.deepEqual(problems, []);

    // Anna, a mortgage admin: everyone's calendar has Maja's meeting under her name.
    const annaContext = await browser.newContext(CONTEXT);
    const anna = await annaContext.newPage();
    const annaProblems = watchConsole(anna);
    await signIn(anna, ANNA);
    await openFromMenu(anna, 'menu-calendar-all');
    await anna.waitForURL(/\/mortgage\/meetings\/calendar-all(\?|$)/);
    await calendarIn(anna, 'calendar-all', 'week');
    assert.equal(await anna.getByTestId('page-title').textContent(), 'All upcoming meetings');
    // The slot may be in a later week (booked late on a Friday): the day is waited for before
    // moving on, as a count taken while the next week is still loading would skip past it.
    const annaDay = anna.getByTestId(`calendar-day-${local.day}`);
    for (let week = 0; week < 3; week += 1) {
      if (await annaDay.waitFor({ timeout: 5_000 }).then(() => true, () => false)) break;
      await anna.getByTestId('calendar-next').click();
      await calendarIn(anna, 'calendar-all', 'week');
    }
    const seen = anna.locator('[data-testid^="calendar-meeting-"]').filter({ hasText: id });
    await seen.first().waitFor();
    assert.match(await seen.first().textContent(), /Maja Nilsson/);
    assert.match(await seen.first().textContent(), new RegExp(`${local.time}–`));
    await animationsDone(anna);
    await anna.screenshot({ path: screenshotPath('calendar-all.png'), fullPage: true });
    assert.deepEqual(annaProblems, []);
  });
});
