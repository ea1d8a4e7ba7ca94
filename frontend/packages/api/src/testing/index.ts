export { mockGateway, jsonReply, sampleUser, sampleLead, sampleNotification, tokenExpiringIn } from './gateway';
export type { MockGateway, RecordedCall, RouteHandler, MockReply } from './gateway';
export { startPushServer } from './pushServer';
export type { PushServer, PushConnection } from './pushServer';
