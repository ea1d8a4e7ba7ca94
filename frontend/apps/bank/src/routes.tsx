import { NotFound, RequireAuth } from '@zrm/ui';
import { Navigate, Route, Routes } from 'react-router-dom';

import { BankLayout } from './layout/BankLayout';
import { BankHomePage } from './pages/home';
import { BankLoginPage } from './pages/login';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/bank';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<BankLoginPage />} />
      <Route
        element={
          <RequireAuth platform="bank" loginPath={LOGIN_PATH}>
            <BankLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path={HOME_PATH} element={<BankHomePage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
