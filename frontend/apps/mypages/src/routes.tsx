import { NotFound } from '@zrm/ui';
import { Route, Routes } from 'react-router-dom';

import { CALLBACK_PATH, FAILED_PATH } from './countryConfig';
import { CustomerShell } from './layout/CustomerShell';
import { AuthCallbackPage } from './pages/authCallback';
import { AuthFailedPage } from './pages/authFailed';
import { GjeldPage } from './pages/gjeld';
import { GJELD_CALLBACK_PATH } from './pages/gjeld/paths';
import { GjeldCallbackPage } from './pages/gjeldCallback';
import { HomePage } from './pages/home';
import { QrLoginPage } from './pages/qrLogin';
import { CustomerGate, GJELD_PATH } from './session/CustomerGate';

export const QR_LOGIN_PATH = '/qr-login';

/**
 * Public: the ID sign-in's callback and fail pages and the QR sign-in. Everything else is behind
 * the customer guard (the login of the country in place of the page until signed in); signed in,
 * home, and in Norway the debt register (/gjeld, and /gjeld/callback where its consent page
 * returns); anything else is not found.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={CALLBACK_PATH} element={<AuthCallbackPage />} />
      <Route path={FAILED_PATH} element={<AuthFailedPage />} />
      <Route path={QR_LOGIN_PATH} element={<QrLoginPage />} />
      <Route
        element={
          <CustomerGate>
            <CustomerShell />
          </CustomerGate>
        }
      >
        <Route index element={<HomePage />} />
        <Route path={GJELD_PATH} element={<GjeldPage />} />
        <Route path={GJELD_CALLBACK_PATH} element={<GjeldCallbackPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
