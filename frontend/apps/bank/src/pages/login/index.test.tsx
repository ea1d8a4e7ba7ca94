import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@zrm/api';
import { jsonReply, mockGateway, sampleUser, tokenExpiringIn, type MockGateway } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { MemoryRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from '../../App';

function renderBank(route: string) {
  const store = createAppStore({ storageKey: SESSION_STORAGE_KEY });
  render(
    <MemoryRouter initialEntries={[route]}>
      <App store={store} />
    </MemoryRouter>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

describe('bank partner login', () => {
  let gateway: MockGateway;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    gateway = mockGateway();
  });
  afterEach(() => gateway.restore());

  it('signs in with username, password and one-time code, then shows the portal', async () => {
    gateway.on('POST /bank/login', () => jsonReply({ session_id: 'bs-1', otp_required: true, expires_at: tokenExpiringIn(300_000) }));
    const partner = sampleUser({ user_id: 'b-1', roles: [], banks: [{ country: 'SE', product: 'mortgage', bank_id: 1 }] });
    gateway.on('POST /bank/login/validate', () =>
      jsonReply({ token: 'jwt-bank', expires_at: tokenExpiringIn(3_600_000), user: partner }),
    );
    gateway.on('POST /bank/applications', () => jsonReply({ items: [], page: 0, limit: 25 }));
    const { user, store } = renderBank('/bank');
    await user.type(screen.getByTestId('login-username'), 'partner@bank.example');
    await user.type(screen.getByTestId('login-password'), 'secret');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('otp-note')).toHaveTextContent('Enter the one-time code you received');
    await user.type(screen.getByTestId('login-otp'), '12345678');
    await user.click(screen.getByTestId('otp-submit'));

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Mortgages');
    expect(gateway.callsTo('POST /bank/login')[0]?.body).toEqual({ username: 'partner@bank.example', password: 'secret' });
    expect(gateway.callsTo('POST /bank/login/validate')[0]?.body).toEqual({ session_id: 'bs-1', otp: '12345678' });
    expect(store.getState().auth.session).toMatchObject({ platform: 'bank', token: 'jwt-bank', user: partner });
  });

  it('shows the server detail when the login fails', async () => {
    gateway.on('POST /bank/login', () => jsonReply({ detail: 'Too many attempts, try again later', request_id: 'req-429' }, 429));
    const { user } = renderBank('/login');
    await user.type(screen.getByTestId('login-username'), 'partner');
    await user.type(screen.getByTestId('login-password'), 'x');
    await user.click(screen.getByTestId('login-submit'));
    const alert = await screen.findByTestId('login-error');
    expect(within(alert).getByTestId('login-error-message')).toHaveTextContent('Too many attempts, try again later');
    expect(within(alert).getByTestId('login-error-request-id')).toHaveTextContent('req-429');
    expect(within(alert).queryByTestId('login-error-detail')).toBeNull();
  });

  it('requires the username and password', async () => {
    const { user } = renderBank('/login');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(gateway.calls).toHaveLength(0));
  });
});
