export { api } from './api';
export { getRuntimeConfig, websocketUrl, DEFAULT_API_BASE_URL } from './config';
export type { RuntimeConfig } from './config';
export { normaliseError, isApiError, toApiError } from './errors';
export type { ApiError } from './errors';
export * from './types';
export {
  authSlice,
  loggedIn,
  loggedOut,
  userLoaded,
  noticeDismissed,
  selectSession,
  selectToken,
  selectUser,
  selectIsAuthenticated,
  selectNotice,
} from './auth/authSlice';
export type { AuthState, LogoutNotice } from './auth/authSlice';
export { LOGOUT_BEFORE_EXPIRY_MS, msUntilAutoLogout } from './auth/session';
export type { Session, Platform } from './auth/session';
export {
  coordinatesSlice,
  coordinateChosen,
  coordinateRestored,
  selectActiveCoordinate,
  selectActiveCoordinateParts,
} from './coordinates/coordinatesSlice';
export type { CoordinatesState } from './coordinates/coordinatesSlice';
export {
  activeCoordinateOf,
  isCountryCode,
  isProductCode,
  parseCoordinate,
  COUNTRY_CODES,
  PRODUCT_CODES,
} from './coordinates/coordinateCode';
export type { Coordinate, CountryCode, ProductCode } from './coordinates/coordinateCode';
export { SAVED_COORDINATE_PREFIX } from './coordinates/savedCoordinate';
export {
  chatDockSlice,
  chatOpened,
  chatMinimised,
  chatClosed,
  chatRestored,
  chatKey,
  selectChatWindows,
  MAX_CHAT_WINDOWS,
} from './chat/chatDockSlice';
export type { ChatWindow, ChatTarget } from './chat/chatDockSlice';
export { ConversationStream } from './chat/conversationStream';
export { savedOfWindow, windowOfSaved } from './chat/savedConversations';
export { useConversationStream, smsTags } from './chat/useConversationStream';
export { ZOORDINATES_HEADER } from './baseQuery';
export { createAppStore } from './store';
export type { AppStore, AppDispatch, RootState, StoreOptions } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export * from './endpoints/auth';
export * from './endpoints/leads';
export * from './endpoints/employees';
export * from './endpoints/partners';
export * from './endpoints/notifications';
export * from './endpoints/customers';
export * from './endpoints/messages';
export * from './endpoints/documents';
export * from './endpoints/templates';
export * from './endpoints/applications';
export * from './endpoints/meetings';
export * from './endpoints/schedule';
export * from './endpoints/property';
export * from './endpoints/calculations';
export * from './endpoints/bankPortal';
export * from './endpoints/myPages';
export * from './endpoints/insurances';
export * from './endpoints/insuranceSalesReport';
export * from './endpoints/insuranceEligibility';
export { fileNameFromDisposition, saveResponseAsFile } from './download';
export type { SavedFile } from './download';
export { NotificationSocket } from './notifications/socket';
export {
  applyAck,
  applyPush,
  isAckAction,
  isNotificationStatus,
  isUnreadStatus,
  NOTIFICATION_STATUSES,
} from './notifications/cache';
export type { AckAction, NotificationStatus } from './notifications/cache';
