import { screen, waitFor } from '@testing-library/react';
import { jsonReply } from '@zrm/api/testing';

import { MOBILE_AGENT, renderMyPages, useMyPagesHarness } from '../../testing';

const loginOptions = () =>
  screen.getAllByTestId(/^login-(this|other)-device$/).map((button) => button.getAttribute('data-testid'));

describe('customer login', () => {
  const harness = useMyPagesHarness(() => ({
    'POST /my-pages/id-login': () =>
      jsonReply({
        ticket_id: 'no-1',
        verified: false,
        login_url: 'https://idp.example.no/login?ticket=no-1',
        autostart_uri: null,
        desktop_autostart_uri: null,
        qr_code_content: null,
      }),
  }));

  it('Sweden on a desktop: "another device" (QR) first', () => {
    renderMyPages('/');
    expect(loginOptions()).toEqual(['login-other-device', 'login-this-device']);
    expect(screen.getByTestId('login-other-device')).toHaveTextContent('BankID on another device');
  });

  it('Sweden on a mobile browser: "this device" first', () => {
    harness.userAgent.mockReturnValue(MOBILE_AGENT);
    renderMyPages('/');
    expect(loginOptions()).toEqual(['login-this-device', 'login-other-device']);
    expect(screen.getByTestId('login-this-device')).toHaveTextContent('BankID on this device');
  });

  it('links the terms of use and the privacy policy of the country', () => {
    renderMyPages('/');
    expect(screen.getByTestId('terms-link')).toHaveAttribute('href', 'https://zrm.se/villkor');
    expect(screen.getByTestId('privacy-link')).toHaveAttribute('href', 'https://zrm.se/integritetspolicy');
  });

  it('Norway: the BankID heading and links, and the browser goes to the provider', async () => {
    const { user } = renderMyPages('/?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent(
      'Login with BankID to see your offers and Gjeldsregisteret',
    );
    expect(screen.getByTestId('terms-link')).toHaveAttribute('href', 'https://zrm.no/vilkar');
    expect(screen.getByTestId('privacy-link')).toHaveAttribute('href', 'https://zrm.no/personvern');

    await user.click(screen.getByTestId('bankid-no-start'));
    await waitFor(() => expect(harness.assign).toHaveBeenCalledWith('https://idp.example.no/login?ticket=no-1'));
    const [call] = harness.gateway.callsTo('POST /my-pages/id-login');
    expect(call?.body).toEqual({
      country: 'NO',
      product: 'credit_card',
      callback_url: 'http://localhost/auth/callback',
      callback_fail_url: 'http://localhost/auth/failed',
    });
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('Norway: a refused start shows the error and "Try again" starts again', async () => {
    harness.gateway.on('POST /my-pages/id-login', () =>
      jsonReply({ detail: 'BankID is down', request_id: 'r-7' }, 502),
    );
    const { user } = renderMyPages('/?country=NO');
    await user.click(screen.getByTestId('bankid-no-start'));
    expect(await screen.findByTestId('bankid-error-message')).toHaveTextContent('BankID is down');
    expect(screen.getByTestId('bankid-error')).toHaveTextContent('r-7');
    await user.click(screen.getByTestId('bankid-retry'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /my-pages/id-login')).toHaveLength(2));
  });

  it('Norway on /gjeld asks to share the debt register', () => {
    renderMyPages('/gjeld?country=NO');
    expect(screen.getByTestId('bankid-no-heading')).toHaveTextContent('Share your debt register');
    expect(screen.getByTestId('gjeld-note')).toHaveTextContent(
      'Sharing your debt register raises the chance of getting good offers.',
    );
  });

  it('remembers the page asked for, to open it after sign-in', async () => {
    renderMyPages('/gjeld?country=NO');
    await waitFor(() => expect(window.sessionStorage.getItem('zrm.mypages.target')).toBe('/gjeld?country=NO'));
  });
});
