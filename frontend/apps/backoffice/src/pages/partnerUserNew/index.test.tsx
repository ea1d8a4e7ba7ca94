import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const admin = sampleUser({ user_id: 'u-admin', name: 'Sofia Bergström', roles: ['partner:admin'], zoordinates: ['MOSESTFTSA'] });
const created = sampleUser({
  user_id: 'b6d1c8a2-4f1e-4c55-9d1a-0c9e6c2f7a10',
  first_name: 'Karin',
  last_name: 'Berg',
  name: 'Karin Berg',
  email: 'karin.berg@sbab.example',
  phone_number: '+46701234511',
  language: 'sv',
  roles: [],
  zoordinates: [],
  banks: [
    { country: 'SE', product: 'mortgage', bank_id: 1 },
    { country: 'NO', product: 'mortgage', bank_id: 7 },
  ],
  last_login: null,
});
const BANKS = {
  items: [
    { bank_id: 7, code: 'DNB', country: 'NO', name: 'DNB' },
    { bank_id: 3, code: 'HB', country: 'SE', name: 'Handelsbanken' },
    { bank_id: 1, code: 'SBAB', country: 'SE', name: 'SBAB' },
  ],
};

/** The form item (label, input, messages) around a field's input. */
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('new partner user', () => {
  let answer: { status: number; body: object };
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /partner/users': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /bank/all': () => jsonReply(BANKS),
    'POST /partner/users': () => jsonReply(answer.body, answer.status),
    [`GET /partner/users/${created.user_id}`]: () => jsonReply(created),
  }));
  beforeEach(() => {
    answer = { status: 201, body: { user: created, password_link_sent: true, link_expires_at: '2026-12-06T09:00:00Z' } };
  });

  async function fillPartner(user: ReturnType<typeof renderBackoffice>['user']) {
    await user.type(await screen.findByTestId('partner-form-first-name'), ' Karin ');
    await user.type(screen.getByTestId('partner-form-last-name'), 'Berg');
    await user.type(screen.getByTestId('partner-form-email'), 'karin.berg@sbab.example ');
  }

  /** Picks a bank of the catalogue by its option label ("SBAB · Sweden"). */
  async function pickBank(user: ReturnType<typeof renderBackoffice>['user'], label: string) {
    await user.click(within(screen.getByTestId('partner-form-banks')).getByRole('combobox'));
    await user.click(await screen.findByTitle(label));
  }

  it('is reached from the list, sends the profile with each bank’s country and opens the partner', async () => {
    const { user } = renderBackoffice('/partner/users', { signedInAs: admin });
    await user.click(await screen.findByTestId('partner-users-new'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('New partner user');
    await fillPartner(user);
    await user.type(screen.getByTestId('partner-form-phone'), '+46701234511');
    await user.click(within(screen.getByTestId('partner-form-language')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Svenska'));
    await pickBank(user, 'SBAB · Sweden');
    await pickBank(user, 'DNB · Norway');
    await user.click(screen.getByTestId('partner-form-submit'));

    await waitFor(() => expect(harness.gateway.callsTo('POST /partner/users')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /partner/users')[0]?.body).toEqual({
      first_name: 'Karin',
      last_name: 'Berg',
      email: 'karin.berg@sbab.example',
      phone_number: '+46701234511',
      language: 'sv',
      banks: [
        { country: 'SE', product: 'mortgage', bank_id: 1 },
        { country: 'NO', product: 'mortgage', bank_id: 7 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Karin Berg'));
    expect(screen.getByText('Karin Berg was created')).toBeInTheDocument();
    expect(screen.getByText('A set-password e-mail was sent to karin.berg@sbab.example')).toBeInTheDocument();
    expect(screen.getByText(/^The link works until /)).toBeInTheDocument();
    expect(await screen.findByTestId('partner-user-banks')).toHaveTextContent('SBABDNB');
    expect(await screen.findByTestId('partner-user-breadcrumb-name')).toHaveTextContent('Karin Berg');
    await settle(harness);
  });

  it('warns when the set-password e-mail could not be sent, and still opens the partner', async () => {
    answer = { status: 201, body: { user: created, password_link_sent: false } };
    const { user } = renderBackoffice('/partner/user/new', { signedInAs: admin });
    await fillPartner(user);
    await pickBank(user, 'SBAB · Sweden');
    await user.click(screen.getByTestId('partner-form-submit'));
    expect(await screen.findByText('Karin Berg was created, but the set-password e-mail could not be sent')).toBeInTheDocument();
    expect(screen.getByText('Send a new password link from their page.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Karin Berg'));
    await settle(harness);
  });

  it('wants a bank and checks the shapes before calling the gateway', async () => {
    const { user } = renderBackoffice('/partner/user/new', { signedInAs: admin });
    await fillPartner(user);
    await user.type(screen.getByTestId('partner-form-phone'), '0701234567');
    await user.click(screen.getByTestId('partner-form-submit'));
    expect(await screen.findByText('Choose at least one bank')).toBeInTheDocument();
    expect(screen.getByText('Use the international format, e.g. +46701234567')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /partner/users')).toHaveLength(0);
    await settle(harness);
  });

  it('shows a taken e-mail (409) on its field and an unknown bank (404) on the banks', async () => {
    answer = { status: 409, body: { detail: 'The e-mail karin.berg@sbab.example is already taken', request_id: 'r-1' } };
    const { user } = renderBackoffice('/partner/user/new', { signedInAs: admin });
    await fillPartner(user);
    await pickBank(user, 'SBAB · Sweden');
    await user.click(screen.getByTestId('partner-form-submit'));
    expect(await within(fieldOf('partner-form-email')).findByText('The e-mail karin.berg@sbab.example is already taken')).toBeInTheDocument();

    answer = { status: 404, body: { detail: 'Bank 1 is not in the catalogue', request_id: 'r-2' } };
    await user.click(screen.getByTestId('partner-form-submit'));
    expect(await within(fieldOf('partner-form-banks')).findByText('Bank 1 is not in the catalogue')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('New partner user');
    await settle(harness);
  });
});
