import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, loggedIn, type User } from '@zrm/api';
import { sampleUser, tokenExpiringIn } from '@zrm/api/testing';
import { MemoryRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from './App';

/** A partner of SBAB in Sweden (and, when asked, of Nordea in Norway). */
export function samplePartner(banks: User['banks'] = [{ country: 'SE', product: 'mortgage', bank_id: 1 }]): User {
  return sampleUser({ user_id: 'b-1', name: 'Karin Berg', roles: [], zoordinates: [], banks });
}

/** The whole portal at `route`, signed in as `partner`; the user-event handle. */
export function renderPortal(route: string, partner: User = samplePartner()) {
  const store = createAppStore({ storageKey: SESSION_STORAGE_KEY });
  store.dispatch(loggedIn({ token: 'jwt-bank', expiresAt: tokenExpiringIn(3_600_000), platform: 'bank', user: partner }));
  render(
    <MemoryRouter initialEntries={[route]}>
      <App store={store} />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}
