import type { AppStore } from '@zrm/api';
import { i18n, I18nextProvider } from '@zrm/i18n';
import { AppProviders } from '@zrm/ui';
import { Provider } from 'react-redux';

import { AppRoutes } from './routes';

export const SESSION_STORAGE_KEY = 'zrm.bank.session';

/** The bank-partner portal, where bank partners' staff sign in. */
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
