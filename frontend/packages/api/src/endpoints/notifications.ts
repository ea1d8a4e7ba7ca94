import { api } from '../api';
import { loggedOut } from '../auth/authSlice';
import { websocketUrl } from '../config';
import { zrmApi } from '../generated/zrmApi';
import { applyAck, applyPush, isAckAction } from '../notifications/cache';
import { NotificationSocket } from '../notifications/socket';
import type { ListNotificationsApiArg } from '../types';

/**
 * GET /notification/list's arguments. `live: true` marks the bell's entry, which the websocket
 * keeps current. It is no query parameter: the generated query sends only the document's
 * parameters, and the flag keeps the bell's cache entry apart from a notifications page of the
 * same size.
 */
export type NotificationListArgs = ListNotificationsApiArg & { live?: boolean };

const isLive = (arg: ListNotificationsApiArg) => 'live' in arg && arg.live === true;

export const notificationsApi = zrmApi.enhanceEndpoints({
  endpoints: {
    // Single use: each connect fetches a new one.
    wsToken: { keepUnusedDataFor: 0 },
    listNotifications: {
      // Drop an unused entry at once: the bell's socket must not outlive the bell.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, arg) => [{ type: 'Notification', id: isLive(arg) ? 'LIVE' : 'PAGE' }],
      // The redux-essentials pattern: the socket lives as long as the cache entry and writes
      // pushes straight into it; other pages of the list are refetched.
      async onCacheEntryAdded(arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        if (!isLive(arg)) return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the first page arrived
        }
        const limit = arg.limit ?? 25;
        const socket = new NotificationSocket({
          fetchToken: async () => {
            const request = dispatch(
              zrmApi.endpoints.wsToken.initiate(undefined, { subscribe: false, forceRefetch: true }),
            );
            return (await request.unwrap()).token;
          },
          url: (token) => websocketUrl('/notification/ws', { token }),
          onNotification: (notification) => {
            updateCachedData((draft) => applyPush(draft, notification, limit));
            dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'PAGE' }]));
          },
          // "You were logged out. Please log in again." at once, not at the next request.
          onSessionEnded: () => dispatch(loggedOut({ expired: true })),
        });
        socket.start();
        await cacheEntryRemoved;
        socket.stop();
      },
    },
    acknowledge: {
      // Optimistic: every cached list shows the change at once and is put back if the call fails.
      async onQueryStarted({ acknowledgeRequest }, { dispatch, getState, queryFulfilled }) {
        const { notification_ids: ids, action } = acknowledgeRequest;
        if (!isAckAction(action)) return; // unknown to this client: no guess at its effect
        const cachedArgs = zrmApi.util.selectCachedArgsForQuery(getState(), 'listNotifications');
        const patches = cachedArgs.map((args) =>
          dispatch(zrmApi.util.updateQueryData('listNotifications', args, (draft) => applyAck(draft, ids, action))),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    },
  },
});

// From the enhanced api, so a bundler keeps this module (and the socket) wherever a hook is used.
export const { useListNotificationsQuery, useAcknowledgeMutation: useAcknowledgeNotificationsMutation } =
  notificationsApi;
