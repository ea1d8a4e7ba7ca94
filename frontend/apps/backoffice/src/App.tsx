import type { AppStore } from '@zrm/api';
import { i18n, I18nextProvider } from '@zrm/i18n';
import { Provider } from 'react-redux';

import { AppRoutes } from './routes';
import { StaffAppProviders } from './settings/StaffAppearance';

export const SESSION_STORAGE_KEY = 'zrm.backoffice.session';

/** The staff back office: store, texts and the employee's theme around the routes (the router comes from outside). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaffAppProviders>
          <AppRoutes />
        </StaffAppProviders>
      </I18nextProvider>
    </Provider>
  );
}
