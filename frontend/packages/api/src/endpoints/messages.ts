import { asFetchArgs, captured, type GeneratedRequest } from './generatedRequests';
import { zrmApi, type MessagesByCustomerApiArg, type MessagesByCustomerBody, type SmsPage } from '../generated/zrmApi';

/** The chat window's page: the newest messages, enough for a conversation's screen. */
export const CHAT_PAGE_SIZE = 50;

/** Whose messages a chat window shows (the keys its page knows). */
export type ConversationArgs = MessagesByCustomerBody;

/** A window's tags: its customer's and its number's (the stream names either). */
const tagsOf = (args: ConversationArgs) => [
  ...(args.customer_id != null ? [{ type: 'Sms' as const, id: `customer-${args.customer_id}` }] : []),
  ...(args.phone_number ? [{ type: 'Sms' as const, id: `phone-${args.phone_number}` }] : []),
];

let messagesByCustomer: GeneratedRequest<MessagesByCustomerApiArg> | undefined;

const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    messagesByCustomer: (definition) => {
      messagesByCustomer = definition.query;
    },
  },
});

/**
 * POST /message/by-customer as a cached query (the generator makes POSTs mutations): the chat
 * window polls it. A send refetches the window it was sent from.
 */
export const messagesApi = capturing
  .injectEndpoints({
    endpoints: (build) => ({
      conversation: build.query<SmsPage, ConversationArgs>({
        query: (args) =>
          asFetchArgs(
            captured(messagesByCustomer, 'messagesByCustomer')({ limit: CHAT_PAGE_SIZE, messagesByCustomerBody: args }),
          ),
        providesTags: (_result, _error, args) => tagsOf(args),
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      unknownSenders: { providesTags: [{ type: 'Sms' as const, id: 'UNKNOWN_SENDERS' }] },
      attachUnknownSender: {
        invalidatesTags: (_result, error, { attachSenderRequest }) =>
          error
            ? []
            : [
                { type: 'Sms' as const, id: 'UNKNOWN_SENDERS' },
                ...tagsOf({
                  customer_id: attachSenderRequest.customer_id,
                  phone_number: attachSenderRequest.phone_number,
                }),
              ],
      },
      sendSms: {
        invalidatesTags: (_result, error, { sendSmsBody }) =>
          error
            ? []
            : tagsOf(
                'customer_id' in sendSmsBody
                  ? { customer_id: sendSmsBody.customer_id }
                  : { phone_number: sendSmsBody.phone_number },
              ),
      },
    },
  });

export const {
  useConversationQuery,
  useSendSmsMutation,
  useListConversationsQuery,
  useSaveConversationsMutation,
  useUnknownSendersQuery,
  useAttachUnknownSenderMutation,
} = messagesApi;
