import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply } from '@zrm/api/testing';

import {
  currentLocation,
  NO_DEBT_REGISTER as NONE,
  NORWEGIAN_ME as NORWEGIAN,
  renderMyPages,
  sampleMe,
  SHARED_DEBT_REGISTER as SHARED,
  useMyPagesHarness,
} from '../../testing';

describe('the debt register page (/gjeld)', () => {
  const harness = useMyPagesHarness(() => ({
    'GET /my-pages/me': () => jsonReply(NORWEGIAN),
    'GET /my-pages/debt-register': () => jsonReply(NONE),
    'GET /my-pages/id-check': () => jsonReply({ verified: true, country: 'NO', problem: null }),
    'POST /my-pages/debt-register/consent': () => jsonReply({ consent_url: 'http://nogi.test/oauth2/auth?state=s' }),
  }));

  it('without a consent offers to share, and sharing goes to the consent page with the callback', async () => {
    const { user } = renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-flag-consent')).toHaveTextContent('No valid consent');
    expect(screen.queryByTestId('debt-data')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('debt-share-button'));
    await waitFor(() => expect(harness.assign).toHaveBeenCalledWith('http://nogi.test/oauth2/auth?state=s'));
    const [call] = harness.gateway.callsTo('POST /my-pages/debt-register/consent');
    expect(call?.body).toEqual({
      redirect_url: `${window.location.origin}/gjeld/callback`,
    });
    expect(screen.getByTestId('debt-register-page')).toBeInTheDocument();
  });

  it('with data shows the flags, the total and the loans by type', async () => {
    harness.gateway.on('GET /my-pages/debt-register', () => jsonReply(SHARED));
    renderMyPages('/gjeld', { signedIn: true });
    const data = await screen.findByTestId('debt-data');
    expect(screen.getByTestId('debt-flag-consent')).toHaveTextContent('Consent given');
    expect(screen.getByTestId('debt-flag-recent')).toHaveTextContent('Recent data');
    expect(screen.queryByTestId('debt-flag-old')).not.toBeInTheDocument();
    expect(screen.queryByTestId('debt-share-button')).not.toBeInTheDocument();
    expect(within(data).getByTestId('debt-total')).toHaveTextContent('196 500 kr');
    expect(within(data).getByTestId('debt-verified-at')).toHaveTextContent('2026-11-20');
    expect(within(data).getByTestId('debt-delete-after')).toHaveTextContent('2027-02-18');
    expect(within(data).getByTestId('debt-creditors-answered')).toHaveTextContent('3');
    expect(within(data).getByTestId('debt-creditors-missing')).toHaveTextContent('1 creditor did not answer.');
    const repayment = within(data).getByTestId('debt-loans-repayment_loan');
    expect(repayment).toHaveTextContent('Repayment loans');
    expect(repayment).toHaveTextContent('Nordlys Bank ASA');
    expect(repayment).toHaveTextContent('184 500 kr');
    expect(repayment).toHaveTextContent('250 000 kr');
    expect(repayment).toHaveTextContent('12,90 %');
    const facility = within(data).getByTestId('debt-loans-credit_facility');
    expect(facility).toHaveTextContent('Fjord Kreditt AS');
    expect(facility).toHaveTextContent('50 000 kr');
    expect(within(facility).getByTestId('debt-co-borrowed')).toBeInTheDocument();
    expect(within(data).queryByTestId('debt-loans-charge_card')).not.toBeInTheDocument();
    expect(screen.getByTestId('debt-valid-until')).toHaveTextContent('2027-02-18');
    // The customer's own buttons carry no employee explanation.
    expect(screen.getByTestId('debt-renew')).toBeEnabled();
    expect(screen.queryByTestId('debt-renew-why')).not.toBeInTheDocument();
  });

  it('all creditors answering leaves out the note', async () => {
    harness.gateway.on('GET /my-pages/debt-register', () =>
      jsonReply({ ...SHARED, data: { ...SHARED.data!, creditors_answered: 4, creditors_missing: 0 } }),
    );
    renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-creditors-answered')).toHaveTextContent('4');
    expect(screen.queryByTestId('debt-creditors-missing')).not.toBeInTheDocument();
  });

  it('an old consent asks for a new one; renew, check and withdraw replace what is shown', async () => {
    harness.gateway.on('GET /my-pages/debt-register', () => jsonReply({ ...SHARED, old_consent: true }));
    harness.gateway.on('POST /my-pages/debt-register/renew', () => jsonReply({ ...SHARED, recent_data: true }));
    harness.gateway.on('POST /my-pages/debt-register/check-consent', () =>
      jsonReply({
        ...SHARED,
        has_consent: false,
        consent: { ...SHARED.consent!, active: false },
      }),
    );
    harness.gateway.on('DELETE /my-pages/debt-register/consent', () => jsonReply(NONE));
    const { user } = renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-flag-old')).toHaveTextContent('Consent older than 90 days');
    expect(screen.getByTestId('debt-share-reason')).toHaveTextContent('older than 90 days');
    expect(screen.getByTestId('debt-share-button')).toHaveTextContent('Give a new consent');

    await user.click(screen.getByTestId('debt-renew'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /my-pages/debt-register/renew')).toHaveLength(1));
    expect(await screen.findByText('Your debt data is updated.')).toBeInTheDocument();

    await user.click(screen.getByTestId('debt-check'));
    expect(await screen.findByText('Your consent is no longer valid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('debt-flag-consent')).toHaveTextContent('No valid consent'));

    await user.click(screen.getByTestId('debt-withdraw'));
    const withdrawButtons = await screen.findAllByRole('button', { name: 'Withdraw consent' });
    // The last is the confirmation's own button.
    await user.click(withdrawButtons[withdrawButtons.length - 1]!);
    await waitFor(() => expect(harness.gateway.callsTo('DELETE /my-pages/debt-register/consent')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('debt-data')).not.toBeInTheDocument());
    expect(screen.getByTestId('debt-share-button')).toHaveTextContent('Share your debt register');
  });

  it('an employee viewing the customer cannot share, renew or withdraw', async () => {
    harness.gateway.on('GET /my-pages/me', () =>
      jsonReply({
        ...NORWEGIAN,
        user: {
          ...NORWEGIAN.user,
          impersonate: true,
          impersonator_name: 'Erik Admin',
        },
      }),
    );
    harness.gateway.on('GET /my-pages/debt-register', () => jsonReply({ ...SHARED, old_consent: true }));
    const { user } = renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-share-button')).toBeDisabled();
    expect(screen.getByTestId('debt-renew')).toBeDisabled();
    expect(screen.getByTestId('debt-withdraw')).toBeDisabled();
    expect(screen.getByTestId('debt-check')).toBeEnabled();
    await user.hover(screen.getByTestId('debt-renew-why'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("An employee cannot do this on the customer's behalf.");
    expect(screen.getByTestId('debt-share-button-why')).toHaveAccessibleName("An employee cannot do this on the customer's behalf.");
    expect(screen.getByTestId('debt-withdraw-why')).toHaveAccessibleName("An employee cannot do this on the customer's behalf.");
  });

  it('when the person is not the customer on file, no sharing is offered', async () => {
    harness.gateway.on('GET /my-pages/id-check', () =>
      jsonReply({ verified: false, country: 'NO', problem: 'mismatch' }),
    );
    renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-id-mismatch')).toBeInTheDocument();
    expect(screen.queryByTestId('debt-share-button')).not.toBeInTheDocument();
  });

  it('is Norway only: a Swedish customer gets not found and no menu entry', async () => {
    harness.gateway.on('GET /my-pages/me', () => jsonReply(sampleMe()));
    renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /my-pages/debt-register')).toHaveLength(0);
    expect(screen.queryByRole('menuitem', { name: /Gjeldsregisteret/ })).not.toBeInTheDocument();
  });

  it('in Norway the menu leads to it', async () => {
    const { user } = renderMyPages('/', { signedIn: true });
    await screen.findByTestId('customer-home');
    await user.click(screen.getAllByRole('menuitem', { name: /Gjeldsregisteret/ })[0]!);
    expect(await screen.findByTestId('debt-register-page')).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/gjeld');
  });
});
