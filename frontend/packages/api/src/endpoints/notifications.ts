import { api } from '../api';
import { websocketUrl } from '../config';
import { applyAck, applyPush, type AckAction } from '../notifications/cache';
import { NotificationSocket } from '../notifications/socket';
import type { NotificationPage, WsToken } from '../types';

export interface NotificationListArgs {
  page: number;
  limit: number;
  status?: string;
  /** The bell's entry: kept current by the websocket. Not sent to the server. */
  live?: boolean;
}

export interface AcknowledgeArgs {
  notificationIds: string[];
  action: AckAction;
}

const wsTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationWsToken: build.query<WsToken, void>({
      query: () => '/notification/ws-token',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const notificationsApi = wsTokenApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationPage, NotificationListArgs>({
      query: ({ page, limit, status }) => ({
        url: '/notification/list',
        params: status ? { page, limit, status } : { page, limit },
      }),
      // Drop an unused entry at once: the bell's socket must not outlive the bell.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { live }) => [{ type: 'Notification', id: live ? 'LIVE' : 'PAGE' }],
      // The redux-essentials pattern: the socket lives as long as the cache entry and writes
      // pushes straight into it; other pages of the list are refetched.
      async onCacheEntryAdded(arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        if (!arg.live) return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the first page arrived
        }
        const socket = new NotificationSocket({
          fetchToken: async () => {
            const request = dispatch(
              wsTokenApi.endpoints.notificationWsToken.initiate(undefined, { subscribe: false, forceRefetch: true }),
            );
            return (await request.unwrap()).token;
          },
          url: (token) => websocketUrl('/notification/ws', { token }),
          onNotification: (notification) => {
            updateCachedData((draft) => applyPush(draft, notification, arg.limit));
            dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'PAGE' }]));
          },
        });
        socket.start();
        await cacheEntryRemoved;
        socket.stop();
      },
    }),
    acknowledgeNotifications: build.mutation<{ updated: number }, AcknowledgeArgs>({
      query: ({ notificationIds, action }) => ({
        url: '/notification/acknowledge',
        method: 'POST',
        body: { notification_ids: notificationIds, action },
      }),
      // Optimistic: every cached list shows the change at once and is put back if the call fails.
      async onQueryStarted({ notificationIds, action }, { dispatch, getState, queryFulfilled }) {
        const cachedArgs = notificationsApi.util.selectCachedArgsForQuery(getState(), 'listNotifications');
        const patches = cachedArgs.map((args) =>
          dispatch(
            notificationsApi.util.updateQueryData('listNotifications', args, (draft) =>
              applyAck(draft, notificationIds, action),
            ),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useListNotificationsQuery, useAcknowledgeNotificationsMutation } = notificationsApi;
