/* REST bodies of the gateway contract (briefs/rest-contract.md), as the apps receive them. */

export interface User {
  user_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  roles: string[];
  zoordinates: string[];
  /** A bank partner's banks (bank platform); empty or absent for staff. */
  banks?: Bank[];
}

/** A bank (country and product) a bank partner works for. */
export interface Bank {
  country: string;
  product: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface LoginStarted {
  session_id: string;
  otp_required: boolean;
  expires_at: string;
}

export interface TokenIssued {
  token: string;
  expires_at?: string;
  user?: User;
}

export interface Applicant {
  pni: string;
  first_name?: string | null;
  last_name?: string | null;
}

export interface Lead {
  lead_id: number;
  created_at: string;
  source: string | null;
  create_source: { type: string; error: string | null } | null;
  data: { applicant: Applicant | null; co_applicant: Applicant | null };
  handled: boolean;
  reprocessable: boolean;
  country: string;
  assignee: { user_id: string; name: string } | null;
  next_meeting: { handler_name: string; meeting_start: string } | null;
}

/** What reprocessing did to one lead (POST /lead/reprocess-submissions). */
export type ReprocessStatus = 'reprocessed' | 'skipped' | 'failed';

export interface ReprocessResult {
  lead_id: number;
  status: ReprocessStatus;
  /** Why the lead was skipped or failed; null when reprocessed. */
  error: string | null;
}

export type NotificationStatus = 'created' | 'received' | 'read' | 'deleted';

export interface Notification {
  notification_id: string;
  type: string;
  status: NotificationStatus;
  data: { application_id: string | null; lead_id: number | null; message: string };
  title: string;
  to: string;
  created_at: string;
}

export interface NotificationPage extends Page<Notification> {
  unread: number;
}

export interface WsToken {
  token: string;
  expires_at: string;
}
