import { NotFound } from '@zrm/ui';
import { Navigate, Route, Routes } from 'react-router-dom';

import { CALLBACK_PATH, FAILED_PATH } from './countryConfig';
import { CustomerShell } from './layout/CustomerShell';
import { AuthCallbackPage } from './pages/authCallback';
import { AuthFailedPage } from './pages/authFailed';
import { HomePage } from './pages/home';
import { QrLoginPage } from './pages/qrLogin';
import { CustomerGate, GJELD_PATH } from './session/CustomerGate';
import { HOME_PATH } from './session/loginMemory';

export const QR_LOGIN_PATH = '/qr-login';

/**
 * Public: the ID sign-in's callback and fail pages and the QR sign-in. Everything else is behind
 * the customer guard (the login of the country in place of the page until signed in); signed in,
 * home is the only page, /gjeld (a login variant) leads home, anything else is not found.
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
        <Route path={GJELD_PATH} element={<Navigate to={HOME_PATH} replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
