export {
  mockGateway,
  jsonReply,
  sampleUser,
  sampleLead,
  sampleApplication,
  sampleNotification,
  sampleCustomer,
  sampleConsents,
  sampleCheck,
  sampleAuditEntry,
  tokenExpiringIn,
} from './gateway';
export type { MockGateway, RecordedCall, RouteHandler, MockReply } from './gateway';
export { startPushServer } from './pushServer';
export type { PushServer, PushConnection } from './pushServer';
