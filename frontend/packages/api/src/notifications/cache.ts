import type { Notification, NotificationPage, NotificationStatus } from '../types';

export type AckAction = 'read' | 'received' | 'deleted';

const isUnread = (status: NotificationStatus) => status === 'created' || status === 'received';

/** Writes a pushed notification into a cached first page (newest first), once. */
export function applyPush(page: NotificationPage, notification: Notification, limit: number): void {
  if (page.items.some((item) => item.notification_id === notification.notification_id)) return;
  page.items.unshift(notification);
  if (page.items.length > limit) page.items.length = limit;
  page.total += 1;
  if (isUnread(notification.status)) page.unread += 1;
}

/** Applies an acknowledgement to a cached page, keeping `unread` and `total` in step. */
export function applyAck(page: NotificationPage, ids: readonly string[], action: AckAction): void {
  const wanted = new Set(ids);
  for (const item of page.items) {
    if (!wanted.has(item.notification_id)) continue;
    const newStatus: NotificationStatus = action;
    if (isUnread(item.status) && !isUnread(newStatus)) page.unread = Math.max(0, page.unread - 1);
    item.status = newStatus;
  }
  if (action === 'deleted') {
    const before = page.items.length;
    page.items = page.items.filter((item) => !wanted.has(item.notification_id));
    page.total = Math.max(0, page.total - (before - page.items.length));
  }
}
