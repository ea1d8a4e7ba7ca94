import type { AppStore } from '@zrm/api';
import { i18n, I18nextProvider } from '@zrm/i18n';
import { AppProviders } from '@zrm/ui';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';

import { CustomerLoginPage } from './pages/login';

export const SESSION_STORAGE_KEY = 'zrm.mypages.session';

/**
 * Customer My Pages. Until the customer pages exist every path is an external page whose guard
 * shows the customer login for the country; /gjeld has its own heading in Norway.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppProviders kind="customer">
          <Routes>
            <Route path="/gjeld" element={<CustomerLoginPage variant="gjeld" />} />
            <Route path="*" element={<CustomerLoginPage variant="offers" />} />
          </Routes>
        </AppProviders>
      </I18nextProvider>
    </Provider>
  );
}
