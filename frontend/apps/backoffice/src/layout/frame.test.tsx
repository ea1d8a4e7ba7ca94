import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleLead, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../testing';

const emptyLeads = () => jsonReply({ items: [], total: 0, page: 1, limit: 25 });
// Thursday 3 and Friday 4 January 2030; Stockholm is UTC+1 in winter.
const THURSDAY_15 = Date.parse('2030-01-03T14:00:00Z');
const FRIDAY_1459 = Date.parse('2030-01-04T13:59:00Z');
const FRIDAY_15 = Date.parse('2030-01-04T14:00:00Z');

describe('staff frame', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /lead/list': emptyLeads,
    'GET /lead/get/123': () => jsonReply(sampleLead()),
    'POST /meeting/get': () => jsonReply({ items: [] }),
  }));

  afterEach(() => jest.restoreAllMocks());

  it('names where the user is: Home, the list, the record; Home leads to the landing', async () => {
    const { user } = renderBackoffice('/mortgage/lead/123', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('breadcrumb-current')).toHaveTextContent('Lead 123');
    expect(screen.getByTestId('breadcrumb-parent')).toHaveTextContent('Leads');
    expect(screen.getByTestId('breadcrumb-home')).toHaveTextContent('Home');
    await user.click(screen.getByTestId('breadcrumb-parent'));
    await waitFor(() => expect(screen.getByTestId('breadcrumb-current')).toHaveTextContent('Leads'));
    expect(screen.queryByTestId('breadcrumb-parent')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('breadcrumb-home'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Leads');
    await settle(harness);
  });

  it('lights the list’s menu entry on its records', async () => {
    renderBackoffice('/mortgage/lead/123', { signedInAs: sampleUser() });
    const entry = await screen.findByTestId('menu-leads');
    await waitFor(() => expect(entry.closest('li')).toHaveClass('ant-menu-item-selected'));
    await settle(harness);
  });

  it('shows the not-found page, with the hint about coordinates, for an unknown path', async () => {
    renderBackoffice('/mortgage/nowhere', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('not-found-title')).toHaveTextContent("The page you are looking for isn't here");
    expect(screen.getByText(/permissions needed for these coordinates/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('shows a page whose conditions the user fails as not found, and leaves it out of the menu', async () => {
    const advisor = sampleUser({ user_id: 'u-erik', name: 'Erik Lind', roles: [] });
    harness.gateway.on('GET /employee/me', () => jsonReply(advisor));
    renderBackoffice('/mortgage/budget-settings', { signedInAs: advisor });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.getByTestId('menu-leads')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-budget-settings')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /mortgage/kalp/settings/SE')).toHaveLength(0);
    await settle(harness);
  });

  it('wears the plain logo on a Thursday and the festive one from 15:00 on Friday, Stockholm time', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(THURSDAY_15);
    const { unmount } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('logo')).toHaveAttribute('data-festive', 'false');
    await settle(harness);
    unmount();

    now.mockReturnValue(FRIDAY_1459);
    const second = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    expect(await screen.findByTestId('logo')).toHaveAttribute('data-festive', 'false');
    await settle(harness);
    second.unmount();

    now.mockReturnValue(FRIDAY_15);
    renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    const logo = await screen.findByTestId('logo');
    expect(logo).toHaveAttribute('data-festive', 'true');
    expect(logo).toHaveAccessibleName('ZRM, to the start page (it is Friday afternoon!)');
    await settle(harness);
  });

  it('opens the additional settings from the account menu: who is signed in, and the language', async () => {
    const { user } = renderBackoffice('/mortgage/leads', { signedInAs: sampleUser() });
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(await screen.findByTestId('open-settings'));
    const drawer = await screen.findByTestId('settings-user');
    expect(drawer).toHaveTextContent('Signed in as Anna Online');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Additional settings')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(screen.getByTestId('settings-drawer')).getByTestId('language-switcher')).toBeInTheDocument();
    await settle(harness);
  });

  it('lands on the notifications when the user has no desk the frame knows', async () => {
    const registrar = sampleUser({ user_id: 'u-jonas', roles: ['kdlt:admin'], zoordinates: ['LISESTFTKH'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(registrar));
    renderBackoffice('/', { signedInAs: registrar });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Notifications');
    expect(screen.queryByTestId('menu-leads')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-customers')).toBeInTheDocument();
    await settle(harness);
  });
});
