import { screen, waitFor } from '@testing-library/react';
import { jsonReply } from '@zrm/api/testing';

import {
  currentLocation,
  NORWEGIAN_ME as NORWEGIAN,
  renderMyPages,
  sampleMe,
  SHARED_DEBT_REGISTER,
  useMyPagesHarness,
} from '../../testing';

// Shared with no loans: the page then says so.
const SHARED = {
  ...SHARED_DEBT_REGISTER,
  data: { ...SHARED_DEBT_REGISTER.data!, creditors_missing: 0, total_balance: 0, loans: [] },
};

describe("the debt register's consent callback (/gjeld/callback)", () => {
  const harness = useMyPagesHarness(() => ({
    'GET /my-pages/me': () => jsonReply(NORWEGIAN),
    'GET /my-pages/id-check': () => jsonReply({ verified: true, country: 'NO', problem: null }),
    'GET /my-pages/debt-register': () => jsonReply(SHARED),
    'POST /my-pages/debt-register/consent/complete': () => jsonReply(SHARED),
  }));

  it('completes the consent once with the code and state, then shows the debt register', async () => {
    renderMyPages('/gjeld/callback?code=c-1&state=abc', { signedIn: true });
    expect(await screen.findByTestId('debt-register-page')).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/gjeld');
    const calls = harness.gateway.callsTo('POST /my-pages/debt-register/consent/complete');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ state: 'abc', code: 'c-1' });
    expect(await screen.findByText('Thank you! Your debt register is shared.')).toBeInTheDocument();
    expect(screen.getByTestId('debt-none')).toHaveTextContent('No debt registered.');
  });

  it.each([
    ['consent_denied', 'You did not give the consent. Nothing was shared.'],
    ['login_cancelled', 'You cancelled the login at the debt register.'],
    ['invalid_scopes', 'The debt register could not complete the consent.'],
  ])('with error=%s says so and completes nothing', async (error, message) => {
    const { user } = renderMyPages(`/gjeld/callback?error=${error}&state=abc`, {
      signedIn: true,
    });
    expect(await screen.findByTestId('debt-callback-message')).toHaveTextContent(message);
    expect(harness.gateway.callsTo('POST /my-pages/debt-register/consent/complete')).toHaveLength(0);
    await user.click(screen.getByTestId('debt-callback-back'));
    expect(await screen.findByTestId('debt-register-page')).toBeInTheDocument();
  });

  it("a refused completion shows the server's reason and its request id", async () => {
    harness.gateway.on('POST /my-pages/debt-register/consent/complete', () =>
      jsonReply(
        {
          detail: 'The debt-register consent was given by another person than the customer',
          request_id: 'r-7',
        },
        403,
      ),
    );
    renderMyPages('/gjeld/callback?code=c-1&state=abc', { signedIn: true });
    expect(await screen.findByTestId('debt-callback-message')).toHaveTextContent('given by another person');
    expect(screen.getByText(/r-7/)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/gjeld/callback'));
  });

  it('is Norway only: a Swedish customer gets not found and nothing is completed', async () => {
    harness.gateway.on('GET /my-pages/me', () => jsonReply(sampleMe()));
    renderMyPages('/gjeld/callback?code=c-1&state=abc', { signedIn: true });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /my-pages/debt-register/consent/complete')).toHaveLength(0);
  });
});
