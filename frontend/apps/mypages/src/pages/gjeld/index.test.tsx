import { screen, waitFor, within } from '@testing-library/react';
import type { DebtRegister } from '@zrm/api';
import { jsonReply } from '@zrm/api/testing';

import { currentLocation, renderMyPages, sampleMe, useMyPagesHarness } from '../../testing';

const NORWEGIAN = sampleMe(
  {
    pni: '18027336015',
    first_name: 'Kari',
    last_name: 'Nordmann',
    name: 'Kari Nordmann',
  },
  {
    country: 'NO',
    pni: '18027336015',
    first_name: 'Kari',
    last_name: 'Nordmann',
  },
);

const NONE: DebtRegister = {
  has_consent: false,
  old_consent: false,
  recent_data: false,
  consent_limit_days: 90,
  consent: null,
  data: null,
};

const SHARED: DebtRegister = {
  has_consent: true,
  old_consent: false,
  recent_data: true,
  consent_limit_days: 90,
  consent: {
    given_at: '2026-11-20T10:00:00Z',
    expires_at: '2027-02-18T10:00:00Z',
    active: true,
    checked_at: '2026-11-20T10:00:00Z',
  },
  data: {
    verified_at: '2026-11-20T10:00:00Z',
    delete_after: '2027-02-18T10:00:00Z',
    creditors_answered: 3,
    creditors_missing: 1,
    total_balance: 19_650_000,
    loans: [
      {
        creditor: 'Nordlys Bank ASA',
        type: 'repayment_loan',
        balance: 18_450_000,
        original_balance: 25_000_000,
        credit_limit: null,
        nominal_interest_rate: 1290,
        remaining_terms: 48,
        co_borrowed: false,
      },
      {
        creditor: 'Fjord Kreditt AS',
        type: 'credit_facility',
        balance: 1_200_000,
        original_balance: null,
        credit_limit: 5_000_000,
        nominal_interest_rate: 2190,
        remaining_terms: null,
        co_borrowed: true,
      },
    ],
  },
};

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
    expect(within(data).getByTestId('debt-creditors-missing')).toHaveTextContent('did not answer: 1');
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
    renderMyPages('/gjeld', { signedIn: true });
    expect(await screen.findByTestId('debt-share-button')).toBeDisabled();
    expect(screen.getByTestId('debt-renew')).toBeDisabled();
    expect(screen.getByTestId('debt-withdraw')).toBeDisabled();
    expect(screen.getByTestId('debt-check')).toBeEnabled();
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
