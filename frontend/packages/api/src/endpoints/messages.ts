import { asFetchArgs, captured, type GeneratedRequest } from './generatedRequests';
import { zrmApi, type MessagesByCustomerApiArg, type MessagesByCustomerBody, type SmsPage } from '../generated/zrmApi';

/** The chat window's page: the newest messages, enough for a conversation's screen. */
export const CHAT_PAGE_SIZE = 50;

/** Whose messages a chat window shows (the keys its page knows). */
export type ConversationArgs = MessagesByCustomerBody;

const tagOf = (args: ConversationArgs) => ({
  type: 'Sms' as const,
  id: args.customer_id != null ? `customer-${args.customer_id}` : `phone-${args.phone_number ?? args.pni ?? ''}`,
});

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
        providesTags: (_result, _error, args) => [tagOf(args)],
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      sendSms: {
        invalidatesTags: (_result, error, { sendSmsBody }) =>
          error
            ? []
            : [
                tagOf(
                  'customer_id' in sendSmsBody
                    ? { customer_id: sendSmsBody.customer_id }
                    : { phone_number: sendSmsBody.phone_number },
                ),
              ],
      },
    },
  });

export const { useConversationQuery, useSendSmsMutation } = messagesApi;
