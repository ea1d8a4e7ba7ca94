import { screen } from '@testing-library/react';
import { i18n } from '@zrm/i18n';

import { renderMyPages, useMyPagesHarness } from '../../testing';

describe('the failed ID sign-in page', () => {
  useMyPagesHarness();

  it('shows the message of the hint code and "Try again" back to the login', async () => {
    window.sessionStorage.setItem('zrm.mypages.target', '/gjeld?country=NO');
    const { user } = renderMyPages('/auth/failed?error=userCancel');
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent('Action cancelled.');
    await user.click(screen.getByTestId('bankid-retry'));
    expect(await screen.findByTestId('bankid-no-heading')).toHaveTextContent('Share your debt register');
  });

  it('words the code of a QR sign-in as the QR case', () => {
    window.sessionStorage.setItem('zrm.mypages.bankidMode', 'qr');
    renderMyPages('/auth/failed?error=startFailed');
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent(/^Failed to scan the QR code\./);
  });

  it('an unknown code is an unknown error', () => {
    renderMyPages('/auth/failed?error=access_denied');
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent('Unknown error. Please try again.');
  });

  it('in Swedish', async () => {
    await i18n.changeLanguage('sv');
    renderMyPages('/auth/failed?error=expiredTransaction');
    expect(screen.getByTestId('bankid-error-message')).toHaveTextContent(/^BankID-appen svarar inte\./);
    expect(screen.getByTestId('bankid-retry')).toHaveTextContent('Försök igen');
  });
});
