import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleNotification, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

describe('notifications page', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /notification/list': ({ query }) =>
      query.get('limit') === '5'
        ? jsonReply({ items: [], total: 0, page: 1, limit: 5, unread: 0 })
        : jsonReply({
            items: [
              sampleNotification({ notification_id: 'n-1', status: 'received', title: 'Lead assigned' }),
              sampleNotification({ notification_id: 'n-2', type: 'lead_comment', status: 'read', title: 'Lead comment' }),
              // A type this client has no text for yet keeps the server's title.
              sampleNotification({ notification_id: 'n-3', type: 'campaign_started', status: 'created', title: 'Campaign started' }),
            ],
            total: 27,
            page: Number(query.get('page')),
            limit: Number(query.get('limit')),
            unread: 1,
          }),
  }));

  it('lists notifications paged on the server and marks one as read', async () => {
    harness.gateway.on('POST /notification/acknowledge', () => jsonReply({ updated: 1 }));
    const { user } = renderBackoffice('/notifications?page=2&limit=10', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Notifications');
    const table = await screen.findByTestId('notifications-table');
    expect(await within(table).findByText('Lead comment')).toBeInTheDocument();
    expect(within(table).getByText('Campaign started')).toBeInTheDocument();
    expect(within(table).getByText('Unread')).toBeInTheDocument();
    expect(within(table).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 27')).toBeInTheDocument();
    const pageCall = harness.gateway.callsTo('GET /notification/list').find((c) => c.query.get('limit') === '10');
    expect(pageCall?.query.get('page')).toBe('2');

    await user.click(screen.getByTestId('notification-row-read-n-1'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('POST /notification/acknowledge')[0]?.body).toEqual({
        notification_ids: ['n-1'],
        action: 'read',
      }),
    );
  });
});
