import { createAppStore, loggedIn, type Platform } from '@zrm/api';
import { tokenExpiringIn, sampleUser } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import { AppProviders } from './AppProviders';

/** Renders `ui` with the store, router, theme and English texts the apps give it. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', signedInAs = null as Platform | null, storageKey = 'test.ui' } = {},
) {
  void i18n.changeLanguage('en');
  const store = createAppStore({ storageKey });
  if (signedInAs) {
    store.dispatch(
      loggedIn({ token: 'jwt', expiresAt: tokenExpiringIn(3_600_000), platform: signedInAs, user: sampleUser() }),
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AppProviders kind="staff">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
