import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@zrm/api';
import { jsonReply, mockGateway, type MockGateway } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { MemoryRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from '../../App';

function renderMyPages(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <App store={createAppStore({ storageKey: SESSION_STORAGE_KEY })} />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const buttonOrder = () =>
  within(screen.getByTestId('bankid-se'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('customer login', () => {
  let gateway: MockGateway;
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get');
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    gateway = mockGateway();
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
  });
  afterEach(() => gateway.restore());

  it('Sweden on desktop: "another device" first', () => {
    renderMyPages('/');
    expect(buttonOrder()).toEqual(['BankID on another device', 'BankID on this device']);
  });

  it('Sweden on mobile: "this device" first', () => {
    agent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    renderMyPages('/');
    expect(buttonOrder()).toEqual(['BankID on this device', 'BankID on another device']);
  });

  it('starts Swedish BankID on the gateway and shows its error detail', async () => {
    gateway.on('POST /auth/bankid/se/start', () =>
      jsonReply({ detail: 'BankID is not available right now', request_id: 'req-se' }, 503),
    );
    const user = renderMyPages('/');
    await user.click(screen.getByTestId('bankid-se-other_device'));
    const alert = await screen.findByTestId('bankid-error');
    expect(alert).toHaveTextContent('BankID is not available right now');
    expect(alert).toHaveTextContent('req-se');
    expect(gateway.callsTo('POST /auth/bankid/se/start')[0]?.body).toEqual({ device: 'other_device' });
  });

  it('Norway (?country=NO on localhost): BankID heading and start call', async () => {
    gateway.on('POST /auth/bankid/no/start', () => jsonReply({ detail: 'Not implemented', request_id: 'req-no' }, 501));
    const user = renderMyPages('/?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent(
      'Login with BankID to see your offers and Gjeldsregisteret',
    );
    await user.click(screen.getByTestId('bankid-no-start'));
    expect(await screen.findByTestId('bankid-error')).toHaveTextContent('Not implemented');
    expect(gateway.callsTo('POST /auth/bankid/no/start')).toHaveLength(1);
  });

  it('Norway on /gjeld asks to share the debt register', () => {
    renderMyPages('/gjeld?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent('Share your debt register');
    expect(screen.getByText('Sharing your debt register raises the chance of getting good offers.')).toBeInTheDocument();
  });
});
