import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Insurance, Winbackable, WinbackFeedbackBody } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

/** Sells insurance (ZakerInsuranceCreate), so calls back those who cancelled. */
const seller = sampleUser({
  user_id: 'u-sara',
  name: 'Sara Säljare',
  roles: ['zaker:insurance:create'],
  zoordinates: ['MOSESTFTSA'],
});
/** An employee without the sales role. */
const reader = sampleUser({ user_id: 'u-rolf', name: 'Rolf Läsare', roles: [], zoordinates: ['MOSESTFTSA'] });

function cancelled(insurance_id: number, customer_id: number, overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id,
    customer_id,
    insurance_group: 'ACCIDENT_INSURANCE',
    status: 'INACTIVE',
    substatus: 'CANCELED',
    country: 'SE',
    insured_amount: { minor_units: 500_000, currency: 'SEK' },
    premium: { minor_units: 14_500, currency: 'SEK' },
    product_code: 'AISE01',
    dateCreated: '2026-10-20T09:30:00Z',
    signupDate: '2026-10-21T10:00:00Z',
    cancelled_at: '2027-01-15T10:00:00Z',
    cancel_cause: 'TOO_EXPENSIVE',
    mandate: null,
    created_by: 'u-sara',
    email: 'per.holm@example.se',
    phone_number: '+46701234567',
    ...overrides,
  };
}

/** Two to call: one not called yet, one who did not answer last time. */
function sampleRows(): Winbackable[] {
  return [
    { insurance: cancelled(7, 42), feedback: null },
    {
      insurance: cancelled(8, 43, { insurance_group: 'LIFE_INSURANCE', cancel_cause: 'INSURED_ELSEWHERE' }),
      feedback: {
        outcome: 'NO_ANSWER',
        comment: 'Voicemail, try after lunch',
        recorded_by: 'u-sara',
        recorded_at: '2027-01-20T12:05:00Z',
      },
    },
  ];
}

describe('winning back customers who cancelled', () => {
  let rows: Winbackable[];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(seller),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Per', last_name: 'Holm' }),
    'GET /customer/name/43': () => jsonReply({ customer_id: 43, first_name: 'Eva', last_name: 'Berg' }),
    'GET /insurance/api/winbackable': (call) =>
      jsonReply({
        items: rows,
        page: Number(call.query.get('page')),
        limit: Number(call.query.get('limit')),
        total: rows.length,
      }),
    'POST /insurance/api/winback_feedback': (call) => {
      const body = call.body as WinbackFeedbackBody;
      const feedback = {
        outcome: body.outcome,
        comment: body.comment ?? '',
        recorded_by: 'u-sara',
        recorded_at: '2027-02-01T09:00:00Z',
      };
      const row = rows.find((candidate) => candidate.insurance.insurance_id === body.insurance_id);
      const answered = body.outcome === 'WON_BACK' || body.outcome === 'NOT_INTERESTED';
      rows = rows
        .map((candidate) => (candidate === row ? { ...candidate, feedback } : candidate))
        .filter((candidate) => !(answered && candidate.insurance.insurance_id === body.insurance_id));
      return jsonReply({ insurance: row?.insurance, feedback });
    },
  }));

  beforeEach(() => {
    rows = sampleRows();
  });

  it('lists the customers to call with their insurance, cancellation and latest call, paged', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      renderBackoffice('/insurance/winbackable', { signedInAs: seller });
      const table = await screen.findByTestId('winback-table');
      const fresh = await within(table).findByTestId('winback-row-7');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Insurance ID',
        'Customer',
        'Insurance type',
        'Premium',
        'Cancelled',
        'Latest call',
        'Actions',
      ]);
      expect(screen.getByTestId('page-title')).toHaveTextContent('Win back customers');
      expect(within(fresh).getByTestId('winback-link-7')).toHaveAttribute('href', '/insurance/7');
      await waitFor(() => expect(within(fresh).getByTestId('winback-customer-7')).toHaveTextContent('Per Holm'));
      expect(within(fresh).getByTestId('winback-group-7')).toHaveTextContent('Accident insurance');
      expect(within(fresh).getByTestId('winback-premium-7')).toHaveTextContent(/145\s*kr/);
      expect(within(fresh).getByTestId('winback-cancelled-7')).toHaveTextContent('2027-01-15Too expensive');
      expect(within(fresh).getByTestId('winback-feedback-7')).toHaveTextContent('Not called yet');

      const called = within(table).getByTestId('winback-row-8');
      await waitFor(() => expect(within(called).getByTestId('winback-customer-8')).toHaveTextContent('Eva Berg'));
      expect(within(called).getByTestId('winback-group-8')).toHaveTextContent('Life insurance');
      expect(within(called).getByTestId('winback-cancelled-8')).toHaveTextContent('Insured elsewhere');
      const feedback = within(called).getByTestId('winback-feedback-8');
      expect(feedback).toHaveAttribute('data-outcome', 'NO_ANSWER');
      expect(feedback).toHaveTextContent('No answer');
      expect(feedback).toHaveTextContent('Voicemail, try after lunch');
      // Stockholm time, by the signed-in employee's name.
      expect(feedback).toHaveTextContent('2027-01-20 13:05:00 · Sara Säljare');

      const first = harness.gateway.callsTo('GET /insurance/api/winbackable')[0]?.query;
      expect([first?.get('page'), first?.get('limit'), first?.get('country'), first?.get('insurance_group')]).toEqual([
        '1',
        '25',
        null,
        null,
      ]);

      // A ctrl click opens the insurance in a new tab and stays here.
      fireEvent.click(within(fresh).getByTestId('winback-premium-7'), { ctrlKey: true });
      expect(open.mock.calls.map(([path, target]) => [path, target])).toEqual([['/insurance/7', '_blank']]);
      expect(screen.getByTestId('page-title')).toHaveTextContent('Win back customers');
      await settle(harness);
    } finally {
      open.mockRestore();
    }
  });

  it('filters by country and type in the URL, back to page 1, and says when nobody is left to call', async () => {
    const { user } = renderBackoffice('/insurance/winbackable?page=2&limit=10', { signedInAs: seller });
    await screen.findByTestId('winback-row-7');
    await user.click(within(screen.getByTestId('winback-filter-country')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Sweden'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/winbackable').at(-1)?.query.get('country')).toBe('SE'),
    );
    rows = [];
    await user.click(within(screen.getByTestId('winback-filter-group')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Accident insurance'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/winbackable').at(-1)?.query.get('insurance_group')).toBe(
        'ACCIDENT_INSURANCE',
      ),
    );
    const last = harness.gateway.callsTo('GET /insurance/api/winbackable').at(-1)?.query;
    expect([last?.get('country'), last?.get('page'), last?.get('limit')]).toEqual(['SE', '1', '10']);
    expect(
      await within(screen.getByTestId('winback-table')).findByText(
        'Nobody to call: every customer who cancelled has been answered or is insured again.',
      ),
    ).toBeInTheDocument();
    await settle(harness);
  });

  it('records a call: no answer keeps the row, with the call; not interested takes it off', async () => {
    const { user } = renderBackoffice('/insurance/winbackable', { signedInAs: seller });
    await user.click(await screen.findByTestId('winback-record-7'));
    const dialog = await screen.findByTestId('winback-feedback-modal');
    await waitFor(() => expect(within(dialog).getByTestId('winback-feedback-customer')).toHaveTextContent('Per Holm'));
    // The outcome is required.
    await user.click(screen.getByTestId('winback-feedback-save'));
    expect(await within(dialog).findByText('Choose the outcome of the call')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /insurance/api/winback_feedback')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('No answer'));
    await user.type(within(dialog).getByTestId('winback-feedback-comment'), '  Rang twice  ');
    await user.click(screen.getByTestId('winback-feedback-save'));
    await waitFor(() => expect(screen.queryByTestId('winback-feedback-modal')).not.toBeInTheDocument());
    expect(harness.gateway.callsTo('POST /insurance/api/winback_feedback').map((call) => call.body)).toEqual([
      { insurance_id: 7, outcome: 'NO_ANSWER', comment: 'Rang twice' },
    ]);
    expect(await screen.findByText('Insurance 7: No answer')).toBeInTheDocument();
    // The list is fetched again: the row stays, with the call.
    await waitFor(() => expect(screen.getByTestId('winback-feedback-7')).toHaveAttribute('data-outcome', 'NO_ANSWER'));
    expect(screen.getByTestId('winback-feedback-7')).toHaveTextContent('Rang twice');

    await user.click(screen.getByTestId('winback-record-7'));
    await user.click(within(await screen.findByTestId('winback-feedback-modal')).getByLabelText('Not interested'));
    await user.click(screen.getByTestId('winback-feedback-save'));
    await waitFor(() => expect(screen.queryByTestId('winback-feedback-modal')).not.toBeInTheDocument());
    expect(harness.gateway.callsTo('POST /insurance/api/winback_feedback').at(-1)?.body).toEqual({
      insurance_id: 7,
      outcome: 'NOT_INTERESTED',
    });
    expect(
      await screen.findByText('Insurance 7: Not interested. The customer is off the list.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('winback-row-7')).not.toBeInTheDocument());
    expect(screen.getByTestId('winback-row-8')).toBeInTheDocument();
    await settle(harness);
  });

  it('shows the server’s refusal on the field it names, and a conflict above the form', async () => {
    let replies = [
      () =>
        jsonReply(
          { detail: 'The comment may not hold a personal identity number', field: 'comment', request_id: 'r-1' },
          400,
        ),
      () => jsonReply({ detail: 'Customer 42 is insured again', request_id: 'r-2' }, 409),
    ];
    harness.gateway.on('POST /insurance/api/winback_feedback', () => {
      const [reply, ...rest] = replies;
      replies = rest;
      return reply!();
    });
    const { user } = renderBackoffice('/insurance/winbackable', { signedInAs: seller });
    await user.click(await screen.findByTestId('winback-record-7'));
    const dialog = await screen.findByTestId('winback-feedback-modal');
    await user.click(within(dialog).getByLabelText('Call back later'));
    await user.type(within(dialog).getByTestId('winback-feedback-comment'), '19840101-1234');
    await user.click(screen.getByTestId('winback-feedback-save'));
    const field = (await within(dialog).findByText('The comment may not hold a personal identity number')).closest(
      '.ant-form-item',
    );
    expect(field).toHaveTextContent('Comment (optional)');
    expect(within(dialog).queryByTestId('winback-feedback-error')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByTestId('winback-feedback-comment'));
    await user.click(screen.getByTestId('winback-feedback-save'));
    const error = await within(dialog).findByTestId('winback-feedback-error');
    expect(error).toHaveTextContent('The call could not be recorded');
    expect(error).toHaveTextContent('Customer 42 is insured again');
    expect(screen.getByTestId('winback-feedback-modal')).toBeInTheDocument();
    await settle(harness);
  });

  it('is for sellers only: no menu entry and not found for others', async () => {
    const { unmount } = renderBackoffice('/insurance/list', { signedInAs: seller });
    expect(await screen.findByTestId('menu-insurance-winback')).toHaveAttribute('href', '/insurance/winbackable');
    await settle(harness);
    unmount();
    harness.gateway.on('GET /employee/me', () => jsonReply(reader));
    renderBackoffice('/insurance/winbackable', { signedInAs: reader });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.getByTestId('menu-insurances')).toHaveAttribute('href', '/insurance/list');
    expect(screen.queryByTestId('menu-insurance-winback')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /insurance/api/winbackable')).toHaveLength(0);
    await settle(harness);
  });
});
