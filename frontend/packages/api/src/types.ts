/*
 * The gateway's REST bodies, generated from its OpenAPI document (generated/zrmApi.ts, by
 * `npm run api:generate`), re-exported under the names the apps use. Nothing here is written by
 * hand: change the gateway, then regenerate.
 */
export type {
  AcknowledgeRequest,
  AcknowledgeResponse,
  Applicant,
  AssignLeadRequest,
  Assignee,
  Bank,
  BankLoginRequest,
  CreateLeadRequest,
  CreateSource,
  ErrorBody,
  Lead,
  LeadData,
  LeadPage,
  ListLeadsApiArg,
  ListNotificationsApiArg,
  LoginChallenge,
  LoginRequest,
  NextMeeting,
  Notification,
  NotificationData,
  NotificationPage,
  ReprocessResult,
  ReprocessStatus,
  ReprocessSubmissionsRequest,
  SignedIn,
  User,
  UserPage,
  ValidateLoginRequest,
  WsToken,
} from './generated/zrmApi';
/** A server → client frame of the notification websocket (components.schemas.PushFrame). */
export type { PushFrame } from './generated/schemas';
