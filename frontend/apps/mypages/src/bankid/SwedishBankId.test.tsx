import { act, fireEvent, screen } from '@testing-library/react';
import type { IdLoginProgress, IdLoginStart } from '@zrm/api';
import { jsonReply, type MockReply } from '@zrm/api/testing';

import { MOBILE_AGENT, renderMyPages, useMyPagesHarness } from '../testing';

const ORDER: IdLoginStart = {
  ticket_id: 'se-1',
  verified: false,
  login_url: null,
  autostart_uri: 'https://app.bankid.com/?autostarttoken=tok&redirect=null',
  desktop_autostart_uri: 'bankid:///?autostarttoken=tok&redirect=null',
  qr_code_content: 'bankid.qr.0',
};

function pending(qr: string, hint: string | null = 'outstandingTransaction'): IdLoginProgress {
  return { ticket_id: 'se-1', status: 'pending', hint_code: hint, qr_code_content: qr, redirect_url: null };
}

// Captured before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

/** Real turns of the event loop: fetch reads its bodies through Node's streams. */
async function realTicks(n = 5) {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
}

describe('Swedish BankID sign-in', () => {
  let replies: MockReply[];
  let orders: number;
  const harness = useMyPagesHarness(() => ({
    'POST /my-pages/id-login': () => jsonReply({ ...ORDER, ticket_id: `se-${++orders}` }),
    'GET /my-pages/id-login/qr-code': () => replies.shift() ?? jsonReply(pending('bankid.qr.last')),
    'POST /my-pages/id-login/cancel': () => ({ status: 204 }),
  }));
  /**
   * Lets the fake clock run `ms`, then the requests it caused settle and React applies them (the
   * store tells its subscribers after a 10 ms batching timer, so each round moves 20 ms on).
   */
  const elapse = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
      for (let round = 0; round < 3; round += 1) {
        await realTicks();
        await jest.advanceTimersByTimeAsync(20);
      }
    });
  beforeEach(() => {
    // The clock is fake; the event loop's own queues stay real for fetch's streams.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    replies = [];
    orders = 0;
  });
  afterEach(() => jest.useRealTimers());

  const qrCalls = () => harness.gateway.callsTo('GET /my-pages/id-login/qr-code');
  const shownQr = () => screen.getByTestId('bankid-qr').getAttribute('data-qr');

  it('starts an order for blanco and refreshes the QR code every second', async () => {
    replies = [jsonReply(pending('bankid.qr.1')), jsonReply(pending('bankid.qr.2')), jsonReply(pending('bankid.qr.3'))];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    expect(harness.gateway.callsTo('POST /my-pages/id-login')).toHaveLength(1);
    expect(harness.gateway.callsTo('POST /my-pages/id-login')[0]?.body).toEqual({
      country: 'SE',
      product: 'blanco',
      callback_url: 'http://localhost/auth/callback',
      callback_fail_url: 'http://localhost/auth/failed',
    });
    expect(qrCalls()).toHaveLength(1);
    expect(qrCalls()[0]?.query.get('ticket_id')).toBe('se-1');
    expect(shownQr()).toBe('bankid.qr.1');
    expect(screen.getByTestId('bankid-message')).toHaveTextContent('Start your BankID app and scan the QR code.');

    await elapse(1_000);
    expect(qrCalls()).toHaveLength(2);
    expect(shownQr()).toBe('bankid.qr.2');
    await elapse(1_000);
    expect(qrCalls()).toHaveLength(3);
    expect(shownQr()).toBe('bankid.qr.3');
  });

  it('shows the progress as BankID words it', async () => {
    replies = [jsonReply(pending('bankid.qr.1')), jsonReply(pending('bankid.qr.2', 'userSign'))];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    await elapse(1_000);
    expect(screen.getByTestId('bankid-message')).toHaveAttribute('data-hint', 'userSign');
    expect(screen.getByTestId('bankid-message')).toHaveTextContent(
      'Enter your security code in the BankID app and select Identify or Sign.',
    );
  });

  it('stops polling when a refresh fails, and "Try again" starts a new order', async () => {
    replies = [
      jsonReply(pending('bankid.qr.1')),
      jsonReply({ detail: 'Something went wrong', request_id: 'r-poll' }, 500),
    ];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    await elapse(1_000);
    expect(qrCalls()).toHaveLength(2);
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent('We lost contact with BankID.');
    expect(screen.getByTestId('bankid-error')).toHaveTextContent('r-poll');
    expect(screen.queryByTestId('bankid-qr')).not.toBeInTheDocument();

    await elapse(5_000);
    expect(qrCalls()).toHaveLength(2);

    fireEvent.click(screen.getByTestId('bankid-retry'));
    await elapse(0);
    expect(harness.gateway.callsTo('POST /my-pages/id-login')).toHaveLength(2);
    // The order left behind is cancelled; the new one is polled.
    expect(harness.gateway.callsTo('POST /my-pages/id-login/cancel').map((c) => c.body)).toEqual([
      { ticket_id: 'se-1' },
    ]);
    expect(qrCalls().at(-1)?.query.get('ticket_id')).toBe('se-2');
    expect(shownQr()).toBe('bankid.qr.last');
  });

  it('stops polling when the network fails', async () => {
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    harness.gateway.on('GET /my-pages/id-login/qr-code', () => Promise.reject(new TypeError('Failed to fetch')));
    await elapse(1_000);
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent('We lost contact with BankID.');
    const calls = qrCalls().length;
    await elapse(3_000);
    expect(qrCalls()).toHaveLength(calls);
  });

  it('goes to the redirect URL when the order is complete, and polls no more', async () => {
    replies = [
      jsonReply({
        ticket_id: 'se-1',
        status: 'complete',
        hint_code: null,
        qr_code_content: null,
        redirect_url: 'http://localhost/auth/callback?ticket_id=se-1',
      }),
    ];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    expect(harness.assign).toHaveBeenCalledWith('http://localhost/auth/callback?ticket_id=se-1');
    await elapse(3_000);
    expect(qrCalls()).toHaveLength(1);
    expect(harness.assign).toHaveBeenCalledTimes(1);
    expect(harness.gateway.callsTo('POST /my-pages/id-login/cancel')).toHaveLength(0);
  });

  it('a failed order without a redirect shows its message', async () => {
    replies = [
      jsonReply({
        ticket_id: 'se-1',
        status: 'failed',
        hint_code: 'userCancel',
        qr_code_content: null,
        redirect_url: null,
      }),
    ];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent('Action cancelled.');
    await elapse(3_000);
    expect(qrCalls()).toHaveLength(1);
  });

  it('this device on a desktop: the desktop link, with progress', async () => {
    replies = [jsonReply(pending('bankid.qr.1')), jsonReply(pending('bankid.qr.2', 'started'))];
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-this-device'));
    await elapse(0);
    expect(screen.getByTestId('bankid-open-app')).toHaveAttribute('href', ORDER.desktop_autostart_uri);
    expect(screen.getByTestId('bankid-open-app')).toHaveTextContent('Open BankID on this device');
    expect(screen.getByTestId('bankid-message')).toHaveTextContent('Trying to start your BankID app.');
    expect(screen.queryByTestId('bankid-qr')).not.toBeInTheDocument();
    await elapse(1_000);
    expect(screen.getByTestId('bankid-message')).toHaveTextContent(/^Searching for BankID, it may take a little while/);
  });

  it('this device on a mobile browser: the mobile link', async () => {
    harness.userAgent.mockReturnValue(MOBILE_AGENT);
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-this-device'));
    await elapse(0);
    expect(screen.getByTestId('bankid-open-app')).toHaveAttribute('href', ORDER.autostart_uri);
  });

  it('cancelling cancels the order and goes back to the choice', async () => {
    renderMyPages('/');
    fireEvent.click(screen.getByTestId('login-other-device'));
    await elapse(0);
    fireEvent.click(screen.getByTestId('bankid-cancel'));
    await elapse(0);
    expect(harness.gateway.callsTo('POST /my-pages/id-login/cancel').map((c) => c.body)).toEqual([
      { ticket_id: 'se-1' },
    ]);
    expect(screen.getByTestId('login-other-device')).toBeInTheDocument();
    const calls = qrCalls().length;
    await elapse(3_000);
    expect(qrCalls()).toHaveLength(calls);
  });

  it('/qr-login shows the QR sign-in at once and remembers where to go afterwards', async () => {
    renderMyPages('/qr-login?redirectTo=/gjeld');
    await elapse(0);
    expect(screen.getByTestId('qr-login')).toBeInTheDocument();
    expect(shownQr()).toBe('bankid.qr.last');
    expect(harness.gateway.callsTo('POST /my-pages/id-login')).toHaveLength(1);
    expect(window.sessionStorage.getItem('zrm.mypages.target')).toBe('/gjeld');
  });

  it('/qr-login ignores a redirect to another site', async () => {
    renderMyPages('/qr-login?redirectTo=//evil.example');
    await elapse(0);
    expect(window.sessionStorage.getItem('zrm.mypages.target')).toBe('/');
  });
});
