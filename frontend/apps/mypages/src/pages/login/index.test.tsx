import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@zrm/api';
import { mockGateway, type MockGateway } from '@zrm/api/testing';
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

  it('says sign-in is not open yet and calls nothing when a button is pressed', async () => {
    const user = renderMyPages('/');
    expect(screen.getByTestId('sign-in-not-open')).toHaveTextContent('Signing in to My Pages opens soon.');
    const button = screen.getByTestId('bankid-se-other_device');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(gateway.calls).toHaveLength(0);
  });

  it('Norway (?country=NO on localhost): BankID heading, the button disabled', () => {
    renderMyPages('/?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent(
      'Login with BankID to see your offers and Gjeldsregisteret',
    );
    expect(screen.getByTestId('bankid-no-start')).toBeDisabled();
    expect(screen.getByTestId('sign-in-not-open')).toBeInTheDocument();
  });

  it('Norway on /gjeld asks to share the debt register', () => {
    renderMyPages('/gjeld?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent('Share your debt register');
    expect(screen.getByText('Sharing your debt register raises the chance of getting good offers.')).toBeInTheDocument();
  });
});
