import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const advisor = sampleUser({ roles: [], zoordinates: ['MOSESTFTSA'] });
const waiting = {
  sms_id: 77,
  direction: 'incoming',
  status: 'received',
  phone_number: '+46701112233',
  message: 'Hej, det är Sara, jag vill ha en offert',
  customer_id: null,
  application_id_or_lead_id: null,
  sent_by: null,
  sent_by_name: null,
  created_at: '2026-11-27T08:15:00Z',
  delivered_at: null,
  error: null,
};

describe('SMS from unknown senders', () => {
  let items = [waiting];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'GET /lead/list': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /message/sms/unknown-sender': () => jsonReply({ items, total: items.length, page: 1, limit: 25 }),
  }));
  beforeEach(() => {
    items = [waiting];
  });

  it('lists the waiting SMS from the menu and attaches a number to its customer', async () => {
    harness.gateway.on('POST /message/sms/unknown-sender/attach', () => {
      items = [];
      return jsonReply({ attached: 1 });
    });
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: advisor });
    await user.click(await screen.findByTestId('menu-unknown-senders'));
    const table = await screen.findByTestId('unknown-senders-table');
    expect(await within(table).findByText('Hej, det är Sara, jag vill ha en offert')).toBeInTheDocument();
    await user.click(within(table).getByTestId('unknown-sender-attach-77'));
    await user.click(await screen.findByTestId('unknown-sender-attach-confirm'));
    expect(await screen.findByText('Give the customer id')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer id'), '42');
    await user.click(screen.getByTestId('unknown-sender-attach-confirm'));
    expect(await screen.findByText('1 SMS joined the customer’s conversation')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /message/sms/unknown-sender/attach')[0]?.body).toEqual({
      phone_number: '+46701112233',
      customer_id: 42,
    });
    await waitFor(() =>
      expect(within(table).queryByText('Hej, det är Sara, jag vill ha en offert')).not.toBeInTheDocument(),
    );
    await settle(harness);
  });

  it('shows the refusal on the customer id', async () => {
    harness.gateway.on('POST /message/sms/unknown-sender/attach', () =>
      jsonReply({ detail: 'No customer with this id', field: 'customer_id', request_id: 'r-3' }, 404),
    );
    const { user } = renderBackoffice('/sms/unknown-senders', { signedInAs: advisor });
    await user.click(await screen.findByTestId('unknown-sender-attach-77'));
    await user.type(await screen.findByLabelText('Customer id'), '999');
    await user.click(screen.getByTestId('unknown-sender-attach-confirm'));
    expect(await screen.findByText('No customer with this id')).toBeInTheDocument();
    await settle(harness);
  });
});
