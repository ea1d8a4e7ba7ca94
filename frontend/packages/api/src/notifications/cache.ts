import type { AcknowledgeRequest, Notification, NotificationPage } from '../types';

export type NotificationStatus = Notification['status'];
export type AckAction = AcknowledgeRequest['action'];

/** The statuses of the document's enum, in life-cycle order (for checks and status texts). */
export const NOTIFICATION_STATUSES = ['created', 'received', 'read', 'deleted'] as const satisfies readonly NotificationStatus[];

export function isNotificationStatus(status: string): status is NotificationStatus {
  return (NOTIFICATION_STATUSES as readonly string[]).includes(status);
}

export function isAckAction(action: string): action is AckAction {
  return isNotificationStatus(action) && action !== 'created';
}

export const isUnreadStatus = (status: string) => status === 'created' || status === 'received';

/** Writes a pushed notification into a cached first page (newest first), once. */
export function applyPush(page: NotificationPage, notification: Notification, limit: number): void {
  if (page.items.some((item) => item.notification_id === notification.notification_id)) return;
  page.items.unshift(notification);
  if (page.items.length > limit) page.items.length = limit;
  page.total += 1;
  if (isUnreadStatus(notification.status)) page.unread += 1;
}

/** Applies an acknowledgement to a cached page, keeping `unread` and `total` in step. */
export function applyAck(page: NotificationPage, ids: readonly string[], action: AckAction): void {
  const wanted = new Set(ids);
  for (const item of page.items) {
    if (!wanted.has(item.notification_id)) continue;
    if (isUnreadStatus(item.status) && !isUnreadStatus(action)) page.unread = Math.max(0, page.unread - 1);
    item.status = action;
  }
  if (action === 'deleted') {
    const before = page.items.length;
    page.items = page.items.filter((item) => !wanted.has(item.notification_id));
    page.total = Math.max(0, page.total - (before - page.items.length));
  }
}
