import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeactivationRequest } from '@zrm/api';
import { jsonReply, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';
import { INBOX_POLL_MS } from './index';

function request(overrides: Partial<DeactivationRequest> = {}): DeactivationRequest {
  return {
    request_id: 11,
    application_id: 'MOSE1001',
    reason: 'duplicate',
    note: 'Same couple applied in March',
    requested_by: 'u-maja',
    requested_by_name: 'Maja Nilsson',
    requested_at: '2025-03-01T09:30:00Z',
    state: 'PENDING',
    reviewed_by: null,
    reviewed_by_name: null,
    reviewed_at: null,
    review_note: null,
    ...overrides,
  };
}

const admin = sampleUser({ user_id: 'u-anna', roles: ['mortgage:admin'], zoordinates: ['MOSESTFTSA'] });
const teamLead = sampleUser({ user_id: 'u-maja', roles: ['team-lead'], zoordinates: ['MOSESTFTSA'] });

describe('deactivation reviews', () => {
  let waiting: DeactivationRequest[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /application/deactivation-reasons': () =>
      jsonReply({ items: [{ value: 'duplicate', label: 'Duplicate application' }] }),
    'POST /application/deactivation_reviews/mortgage': (call: RecordedCall) =>
      jsonReply({ items: waiting, total: waiting.length, page: Number(call.query.get('page')), limit: 25 }),
    'POST /application/deactivation_reviews/mortgage/11': (call: RecordedCall) => {
      const decided = { ...request(), state: (call.body as { decision: string }).decision === 'APPROVE' ? 'APPROVED' : 'REJECTED' };
      waiting = waiting.filter((item) => item.request_id !== 11);
      return jsonReply(decided);
    },
  }));
  beforeEach(() => {
    waiting = [request(), request({ request_id: 12, application_id: 'MONO1002', requested_by: 'u-anna', requested_by_name: 'Anna Online', note: null })];
  });

  it('lists the waiting requests with reason labels and approves one after a confirmation', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: admin });
    await user.click(await screen.findByTestId('menu-deactivation-reviews'));
    const row = await screen.findByTestId('review-row-MOSE1001');
    await waitFor(() => expect(row).toHaveTextContent('Duplicate application'));
    expect(row).toHaveTextContent('Maja Nilsson');
    expect(row).toHaveTextContent('Same couple applied in March');
    expect(within(row).getByRole('link', { name: 'MOSE1001' })).toHaveAttribute('href', '/mortgage/application/MOSE1001');

    await user.click(within(row).getByTestId('approve-11'));
    // The confirmation's own Approve button.
    await screen.findByText('Deactivate MOSE1001?');
    const confirm = screen.getAllByRole('button', { name: 'Approve' }).at(-1);
    if (!confirm) throw new Error('no confirmation button');
    await user.click(confirm);
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/deactivation_reviews/mortgage/11')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/deactivation_reviews/mortgage/11')[0]?.body).toEqual({ decision: 'APPROVE' });
    await waitFor(() => expect(screen.queryByTestId('review-row-MOSE1001')).not.toBeInTheDocument());
    expect(await screen.findByText('MOSE1001 is deactivated')).toBeInTheDocument();
  });

  it('does not let the requester decide their own request', async () => {
    renderBackoffice('/mortgage/deactivation-reviews', { signedInAs: admin });
    const own = await screen.findByTestId('review-row-MONO1002');
    expect(within(own).getByTestId('approve-12')).toBeDisabled();
    expect(within(own).getByTestId('reject-12')).toBeDisabled();
    expect(within(await screen.findByTestId('review-row-MOSE1001')).getByTestId('reject-11')).toBeEnabled();
  });

  it('reads its page from the URL, so Back from an application returns to the same page', async () => {
    renderBackoffice('/mortgage/deactivation-reviews?page=2&limit=5', { signedInAs: admin });
    await screen.findByTestId('deactivation-reviews');
    await waitFor(() =>
      expect(Object.fromEntries(harness.gateway.callsTo('POST /application/deactivation_reviews/mortgage').at(-1)?.query ?? [])).toMatchObject({
        page: '2',
        limit: '5',
      }),
    );
  });

  it('asks again every 30 s while someone is looking, and not while the tab is idle', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const reads = () => harness.gateway.callsTo('POST /application/deactivation_reviews/mortgage').length;
      renderBackoffice('/mortgage/deactivation-reviews', { signedInAs: admin });
      await screen.findByTestId('review-row-MOSE1001');
      const first = reads();
      // Someone moves the mouse now and then: the inbox is read again after 30 s.
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      fireEvent.mouseMove(window);
      await act(() => jest.advanceTimersByTimeAsync(INBOX_POLL_MS - 20_000 + 1_000));
      await waitFor(() => expect(reads()).toBe(first + 1));
      // Then nobody does: idle 30 s after the last input, and no more reads however long it stays.
      await act(() => jest.advanceTimersByTimeAsync(5 * INBOX_POLL_MS));
      const whileIdle = reads();
      await act(() => jest.advanceTimersByTimeAsync(5 * INBOX_POLL_MS));
      expect(reads()).toBe(whileIdle);
      expect(whileIdle).toBeLessThanOrEqual(first + 2);
      // Input again (and again, before it would be idle): polling resumes.
      fireEvent.keyDown(window, { key: 'Shift' });
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      fireEvent.mouseMove(window);
      await act(() => jest.advanceTimersByTimeAsync(INBOX_POLL_MS - 15_000 + 1_000));
      await waitFor(() => expect(reads()).toBe(whileIdle + 1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not in the menu of a team lead', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(teamLead));
    renderBackoffice('/mortgage/leads', { signedInAs: teamLead });
    await screen.findByTestId('menu-applications');
    expect(screen.queryByTestId('menu-deactivation-reviews')).not.toBeInTheDocument();
  });
});
