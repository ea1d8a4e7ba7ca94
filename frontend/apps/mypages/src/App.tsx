import { createAppStore, type AppStore } from '@zrm/api';
import { i18n, I18nextProvider } from '@zrm/i18n';
import { AppProviders } from '@zrm/ui';
import { Provider } from 'react-redux';

import { AppRoutes } from './routes';

export const SESSION_STORAGE_KEY = 'zrm.mypages.session';

/**
 * The customer's session lives in this tab's sessionStorage: it survives the trip to the ID
 * provider and back (same tab) and reloads, and ends with the tab.
 */
export function createMyPagesStore(storage: Storage = window.sessionStorage): AppStore {
  return createAppStore({ storageKey: SESSION_STORAGE_KEY, storage });
}

/** Customer My Pages: store, texts and the customer theme (16 px, toasts bottom left) around the routes. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppProviders kind="customer">
          <AppRoutes />
        </AppProviders>
      </I18nextProvider>
    </Provider>
  );
}
