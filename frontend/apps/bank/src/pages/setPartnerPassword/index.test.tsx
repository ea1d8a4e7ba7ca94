import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@zrm/api';
import { jsonReply, mockGateway, type MockGateway } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { MemoryRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from '../../App';

const TOKEN = 'a1'.repeat(32);

/** The portal at `route`, nobody signed in: the partner has no password yet. */
function renderSignedOut(route: string) {
  const store = createAppStore({ storageKey: SESSION_STORAGE_KEY });
  render(
    <MemoryRouter initialEntries={[route]}>
      <App store={store} />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const ruleState = (rule: string) => screen.getByTestId(`password-rule-${rule}`).getAttribute('data-state');
/** The form item (label, input, messages) around a field's input. */
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('set partner password', () => {
  let gateway: MockGateway;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    gateway = mockGateway({ 'POST /partner/set-password': () => jsonReply({ username: 'karin.berg@sbab.example' }) });
  });
  afterEach(() => gateway.restore());

  it('ticks the rules as the partner types, sets the password and leads to the sign-in', async () => {
    const user = renderSignedOut(`/set-partner-password?token=${TOKEN}`);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Set your password');
    expect(ruleState('length')).toBe('unmet');
    expect(ruleState('letterAndDigit')).toBe('unmet');
    expect(ruleState('notEmail')).toBe('reminder');
    expect(screen.getByTestId('password-rule-notEmail')).toHaveTextContent('Must not contain your e-mail address');

    const password = screen.getByTestId('set-password-password');
    await user.type(password, 'correct horse');
    // The checklist follows the field as the form reports it, a moment after the keystroke.
    await waitFor(() => expect(ruleState('length')).toBe('met'));
    expect(ruleState('letterAndDigit')).toBe('unmet');
    await user.type(password, ' 42');
    await waitFor(() => expect(ruleState('letterAndDigit')).toBe('met'));
    await user.type(screen.getByTestId('set-password-confirm'), 'correct horse 42');
    await user.click(screen.getByTestId('set-password-submit'));

    expect(await screen.findByTestId('set-password-done')).toHaveTextContent('Your password is set');
    expect(screen.getByTestId('set-password-username')).toHaveTextContent('karin.berg@sbab.example');
    expect(gateway.callsTo('POST /partner/set-password')[0]?.body).toEqual({ token: TOKEN, password: 'correct horse 42' });
    expect(gateway.callsTo('POST /partner/set-password')[0]?.headers.get('Authorization')).toBeNull();
    await user.click(within(screen.getByTestId('set-password-sign-in')).getByRole('button'));
    expect(await screen.findByTestId('login-title')).toBeInTheDocument();
  });

  it('refuses a confirmation that does not match, or a password that breaks a rule, without calling the server', async () => {
    const user = renderSignedOut(`/set-partner-password?token=${TOKEN}`);
    await user.type(await screen.findByTestId('set-password-password'), 'correct horse 42');
    await user.type(screen.getByTestId('set-password-confirm'), 'correct horse 43');
    await user.click(screen.getByTestId('set-password-submit'));
    expect(await within(fieldOf('set-password-confirm')).findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByTestId('set-password-password'));
    await user.type(screen.getByTestId('set-password-password'), 'horse 42');
    await user.click(screen.getByTestId('set-password-submit'));
    expect(await within(fieldOf('set-password-password')).findByText('The password does not follow the rules')).toBeInTheDocument();
    await waitFor(() => expect(gateway.calls).toHaveLength(0));
  });

  it('shows the server’s rule on the password field (400)', async () => {
    gateway.on('POST /partner/set-password', () =>
      jsonReply({ detail: 'The password must not contain your e-mail address', field: 'password', request_id: 'r-1' }, 400),
    );
    const user = renderSignedOut(`/set-partner-password?token=${TOKEN}`);
    await user.type(await screen.findByTestId('set-password-password'), 'karin.berg 2024');
    await user.type(screen.getByTestId('set-password-confirm'), 'karin.berg 2024');
    await user.click(screen.getByTestId('set-password-submit'));
    expect(await within(fieldOf('set-password-password')).findByText('The password must not contain your e-mail address')).toBeInTheDocument();
    expect(screen.queryByTestId('set-password-done')).not.toBeInTheDocument();
  });

  it('says why a link that is unknown, used or expired cannot be used (404)', async () => {
    const gone = 'This link is no longer valid; ask your contact at ZRM for a new one';
    gateway.on('POST /partner/set-password', () => jsonReply({ detail: gone, request_id: 'r-2' }, 404));
    const user = renderSignedOut(`/set-partner-password?token=${TOKEN}`);
    await user.type(await screen.findByTestId('set-password-password'), 'correct horse 42');
    await user.type(screen.getByTestId('set-password-confirm'), 'correct horse 42');
    await user.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByTestId('set-password-invalid-link')).toHaveTextContent('This link cannot be used');
    expect(screen.getByTestId('set-password-invalid-link-detail')).toHaveTextContent(gone);
    expect(screen.queryByTestId('set-password-form')).not.toBeInTheDocument();
  });

  it('shows any other failure with its request id', async () => {
    gateway.on('POST /partner/set-password', () => jsonReply({ detail: 'Core is down', request_id: 'r-3' }, 503));
    const user = renderSignedOut(`/set-partner-password?token=${TOKEN}`);
    await user.type(await screen.findByTestId('set-password-password'), 'correct horse 42');
    await user.type(screen.getByTestId('set-password-confirm'), 'correct horse 42');
    await user.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByTestId('set-password-error-message')).toHaveTextContent('The password was not set');
    expect(screen.getByTestId('set-password-error-request-id')).toHaveTextContent('r-3');
  });

  it('explains a link without its token', async () => {
    renderSignedOut('/set-partner-password');
    expect(await screen.findByTestId('set-password-no-token')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByTestId('set-password-form')).not.toBeInTheDocument();
  });
});
