import { act, screen, waitFor, within } from '@testing-library/react';
import { chatOpened, type SmsMessage } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../testing';

const me = sampleUser();

function sms(fields: Partial<SmsMessage>): SmsMessage {
  return {
    sms_id: 1,
    direction: 'outgoing',
    status: 'delivered',
    phone_number: '+46701234567',
    message: 'Hej Anna!',
    customer_id: 7,
    application_id_or_lead_id: 'MOSE1001',
    sent_by: me.user_id,
    sent_by_name: 'Erik Sales',
    created_at: '2026-11-27T10:00:00Z',
    delivered_at: '2026-11-27T10:00:02Z',
    error: null,
    ...fields,
  };
}

const anna = { title: 'Anna Svensson', customerId: 7, country: 'SE' as const, about: 'MOSE1001' };

describe('chat dock', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'POST /message/by-customer': () =>
      jsonReply({
        items: [
          sms({
            sms_id: 2,
            direction: 'incoming',
            status: 'received',
            message: 'Ja tack',
            sent_by: null,
            sent_by_name: null,
          }),
          sms({}),
        ],
        total: 2,
        page: 1,
        limit: 50,
      }),
  }));

  it('shows the conversation oldest first and sends the trimmed text once it is not blank', async () => {
    harness.gateway.on('POST /message/send/sms', () => jsonReply(sms({ sms_id: 3, status: 'queued' })));
    const { store, user } = renderBackoffice('/mortgage/leads', { signedInAs: me });
    act(() => {
      store.dispatch(chatOpened(anna));
    });
    const window = await screen.findByTestId('chat-window-customer-7');
    const bubbles = await within(window).findAllByTestId(/chat-sms-/);
    expect(bubbles.map((bubble) => bubble.dataset.testid)).toEqual(['chat-sms-outgoing', 'chat-sms-incoming']);
    expect(within(window).getByText(/^You ·/)).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /message/by-customer')[0]?.body).toEqual({
      customer_id: 7,
      phone_number: null,
    });
    expect(harness.gateway.callsTo('POST /message/by-customer')[0]?.query.toString()).toBe('limit=50');

    const send = within(window).getByTestId('chat-send');
    await user.type(within(window).getByTestId('chat-input'), '   ');
    expect(send).toBeDisabled();
    await user.type(within(window).getByTestId('chat-input'), 'Ring mig  ');
    await user.click(send);
    await waitFor(() => expect(harness.gateway.callsTo('POST /message/send/sms')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /message/send/sms')[0]?.body).toEqual({
      application_id_or_lead_id: 'MOSE1001',
      customer_id: 7,
      message: 'Ring mig',
    });
    await waitFor(() => expect(within(window).getByTestId('chat-input')).toHaveValue(''));
  });

  it('keeps the text and says "Problem sending comment" when the send fails', async () => {
    harness.gateway.on('POST /message/send/sms', () =>
      jsonReply({ detail: 'The customer is blocked from contact', request_id: 'req-sms' }, 409),
    );
    const { store, user } = renderBackoffice('/mortgage/leads', { signedInAs: me });
    act(() => {
      store.dispatch(chatOpened(anna));
    });
    const window = await screen.findByTestId('chat-window-customer-7');
    await user.type(within(window).getByTestId('chat-input'), 'Hej');
    await user.click(within(window).getByTestId('chat-send'));
    const failure = await within(window).findByTestId('chat-send-failed');
    expect(failure).toHaveTextContent('Problem sending comment');
    expect(failure).toHaveTextContent('The customer is blocked from contact');
    expect(within(window).getByTestId('chat-input')).toHaveValue('Hej');
  });

  it("reads the conversation again when the stream names the window's customer", async () => {
    const event = { event_type: 'messaging.sms.received', sms_id: 4, phone_number: '+46701234567', customer_id: 7 };
    harness.gateway.on('GET /message/conversations/stream', () => ({
      text: `retry: 3000\n: connected\n\nevent: sms\ndata: ${JSON.stringify(event)}\n\n`,
      headers: { 'Content-Type': 'text/event-stream' },
    }));
    const { store } = renderBackoffice('/mortgage/leads', { signedInAs: me });
    act(() => {
      store.dispatch(chatOpened(anna));
    });
    await screen.findByTestId('chat-window-customer-7');
    await waitFor(() => expect(harness.gateway.callsTo('POST /message/by-customer').length).toBeGreaterThanOrEqual(2));
    const stream = harness.gateway.callsTo('GET /message/conversations/stream')[0];
    expect(stream?.headers.get('Accept')).toBe('text/event-stream');
    expect(stream?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(stream?.headers.get('X-Request-ID')).toBeTruthy();
  });

  it('brings back the windows saved last time and saves each change', async () => {
    harness.gateway.on('GET /message/conversations', () =>
      jsonReply({
        conversations: [
          {
            customer_id: 7,
            application_id_or_lead_id: 'MOSE1001',
            phone_number: '+46701234567',
            pni: null,
            country: 'SE',
            open: false,
            title: 'Anna Svensson',
          },
        ],
      }),
    );
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: me });
    const window = await screen.findByTestId('chat-window-customer-7');
    expect(window).toHaveAttribute('data-state', 'minimised');
    expect(within(window).getByTestId('chat-title')).toHaveTextContent('Anna Svensson');
    await user.click(within(window).getByTestId('chat-close'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('POST /message/conversations').at(-1)?.body).toEqual({ conversations: [] }),
    );
  });

  it('minimises to the title bar, opens again, and closes for good', async () => {
    const { store, user } = renderBackoffice('/mortgage/leads', { signedInAs: me });
    act(() => {
      store.dispatch(chatOpened(anna));
    });
    const window = await screen.findByTestId('chat-window-customer-7');
    await user.click(within(window).getByTestId('chat-minimise'));
    expect(window).toHaveAttribute('data-state', 'minimised');
    expect(within(window).queryByTestId('chat-messages')).not.toBeInTheDocument();
    await user.click(within(window).getByTestId('chat-minimise'));
    expect(window).toHaveAttribute('data-state', 'open');
    await user.click(within(window).getByTestId('chat-close'));
    expect(screen.queryByTestId('chat-dock')).not.toBeInTheDocument();
    expect(store.getState().chatDock.windows).toEqual([]);
  });
});
