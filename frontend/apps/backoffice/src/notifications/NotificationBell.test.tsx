import { screen, waitFor, within } from '@testing-library/react';
import type { Notification, NotificationStatus } from '@zrm/api';
import { jsonReply, sampleLead, sampleNotification, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../testing';

function notifications(count: number, status: NotificationStatus = 'received'): Notification[] {
  return Array.from({ length: count }, (_, i) =>
    sampleNotification({
      notification_id: `n-${i + 1}`,
      status,
      data: { application_id: null, lead_id: 100 + i, message: `Lead ${100 + i} (Anna Svensson) was assigned to you` },
    }),
  );
}

const badge = () => screen.getByTestId('notification-badge');

describe('notification bell', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /notification/list': () => jsonReply({ items: notifications(5), total: 12, page: 1, limit: 5, unread: 7 }),
  }));

  it('shows the unread count, the latest five and how many more', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '7'));
    expect(harness.gateway.callsTo('GET /notification/list')[0]?.query.toString()).toBe('page=1&limit=5');

    await user.click(screen.getByTestId('notification-bell'));
    const popover = await screen.findByTestId('notification-popover');
    expect(within(popover).getAllByText(/was assigned to you/)).toHaveLength(5);
    expect(within(popover).getByTestId('notification-more')).toHaveTextContent('And 7 more');
    expect(within(popover).getByTestId('notification-see-all')).toHaveTextContent('See all notifications');
  });

  it('counts a pushed notification at once, without reloading', async () => {
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '7'));
    const mine = () => harness.push.connections.find((c) => c.token?.startsWith(harness.tokenPrefix));
    await waitFor(() => expect(mine()).toBeDefined());
    const listCalls = harness.gateway.callsTo('GET /notification/list').length;

    harness.push.push(sampleNotification({ notification_id: 'n-new', status: 'created' }), mine());
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '8'));
    expect(harness.gateway.callsTo('GET /notification/list')).toHaveLength(listCalls);
  });

  it('marks a notification as read', async () => {
    harness.gateway.on('POST /notification/acknowledge', () => jsonReply({ updated: 1 }));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '7'));
    await user.click(screen.getByTestId('notification-bell'));
    await user.click(await screen.findByTestId('notification-mark-read-n-2'));
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '6'));
    expect(screen.getByTestId('notification-item-n-2')).toHaveAttribute('data-status', 'read');
    expect(harness.gateway.callsTo('POST /notification/acknowledge')[0]?.body).toEqual({
      notification_ids: ['n-2'],
      action: 'read',
    });
  });

  it('explains a failed acknowledgement with the request id and restores the count', async () => {
    harness.gateway.on('POST /notification/acknowledge', () => jsonReply({ request_id: 'req-ack' }, 503));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await waitFor(() => expect(badge()).toHaveAttribute('data-count', '7'));
    await user.click(screen.getByTestId('notification-bell'));
    await user.click(await screen.findByTestId('notification-mark-read-n-1'));
    expect(
      await screen.findByText('Something went wrong with the notifications, consult tech about req-ack'),
    ).toBeInTheDocument();
    expect(badge()).toHaveAttribute('data-count', '7');
  });

  it('opens the lead of a notification and the full list', async () => {
    harness.gateway.on('GET /lead/get/101', () => jsonReply(sampleLead({ lead_id: 101 })));
    harness.gateway.on('POST /notification/acknowledge', () => jsonReply({ updated: 1 }));
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('notification-bell'));
    const item = await screen.findByTestId('notification-item-n-2');
    await user.click(within(item).getByText('Lead assigned'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Lead 101');

    await user.click(screen.getByTestId('notification-bell'));
    await user.click(await screen.findByTestId('notification-see-all'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Notifications');
  });
});
