import { NotFound, RequireAuth } from '@zrm/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { StaffLayout } from './layout/StaffLayout';
import { LeadPage } from './pages/lead';
import { LeadsPage } from './pages/leads';
import { LoginPage } from './pages/login';
import { LogoutPage } from './pages/logout';
import { NotificationsPage } from './pages/notifications';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/mortgage/leads';

/** Every page change starts at the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route
          element={
            <RequireAuth platform="employee" loginPath={LOGIN_PATH}>
              <StaffLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route path="/mortgage/leads" element={<LeadsPage />} />
          <Route path="/mortgage/_lead/:leadId" element={<LeadPage />} />
          <Route path="/mortgage/lead/:leadId" element={<LeadPage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
