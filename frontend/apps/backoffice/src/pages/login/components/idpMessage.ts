/**
 * The message the sign-in popup's callback page sends the window that opened it: the query
 * string the identity provider sent the popup back with. Only a message from this app's own
 * origin is taken (the page checks `event.origin`).
 */
export const IDP_CALLBACK_MESSAGE = 'zrm-idp-callback';

export interface IdpCallbackMessage {
  type: typeof IDP_CALLBACK_MESSAGE;
  callback: string;
}

export function isIdpCallbackMessage(data: unknown): data is IdpCallbackMessage {
  return (
    data !== null &&
    typeof data === 'object' &&
    (data as Record<string, unknown>).type === IDP_CALLBACK_MESSAGE &&
    typeof (data as Record<string, unknown>).callback === 'string'
  );
}
