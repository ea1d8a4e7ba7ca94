import type { AppStore } from '@zrm/api';
import { i18n, I18nextProvider } from '@zrm/i18n';
import { AppProviders } from '@zrm/ui';
import { Provider } from 'react-redux';

import { AppRoutes } from './routes';

export const SESSION_STORAGE_KEY = 'zrm.backoffice.session';

/** The staff back office: store, texts and theme around the routes (the router comes from outside). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppProviders kind="staff">
          <AppRoutes />
        </AppProviders>
      </I18nextProvider>
    </Provider>
  );
}
