import { LegacyRedirect, NotFound, RequireAuth } from '@zrm/ui';
import { Navigate, Route, Routes } from 'react-router-dom';

import { BankLayout } from './layout/BankLayout';
import { BankApplicationPage } from './pages/application';
import { BankLoginPage } from './pages/login';
import { MortgagesPage } from './pages/mortgages';
import { SetPartnerPasswordPage } from './pages/setPartnerPassword';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/bank';
/** Where the set-password link mailed to a bank partner leads (the gateway's mail names it). */
export const SET_PASSWORD_PATH = '/set-partner-password';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<BankLoginPage />} />
      {/* Public: the partner has no password yet, so cannot be signed in. */}
      <Route path={SET_PASSWORD_PATH} element={<SetPartnerPasswordPage />} />
      <Route
        element={
          <RequireAuth platform="bank" loginPath={LOGIN_PATH}>
            <BankLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path={HOME_PATH} element={<MortgagesPage />} />
        <Route path="/bank/mortgage/application/:applicationId" element={<BankApplicationPage />} />
        <Route
          path="/bank/mortgage/_application/:applicationId"
          element={<LegacyRedirect param="applicationId" pathFor={(id) => `/bank/mortgage/application/${id}`} />}
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
