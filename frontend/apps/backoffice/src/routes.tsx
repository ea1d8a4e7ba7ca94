import { LegacyRedirect, NotFound, RequireAuth } from '@zrm/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';

import { StaffLayout } from './layout/StaffLayout';
import { ApplicationPage } from './pages/application';
import { NewApplicationPage } from './pages/applicationNew';
import { ApplicationsPage } from './pages/applications';
import { CalendarPage } from './pages/calendar';
import { CustomerPage } from './pages/customer';
import { CustomersPage } from './pages/customers';
import { BudgetSettingsPage } from './pages/budgetSettings';
import { DeactivationReviewsPage } from './pages/deactivationReviews';
import { LeadPage } from './pages/lead';
import { NewLeadPage } from './pages/leadNew';
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

/** The legacy `/_customers/{id}` links (in e-mails and old bookmarks) lead to the customer page. */
function LegacyCustomerRedirect() {
  const { customerId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/customers/${encodeURIComponent(customerId)}${search}`} replace />;
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
          <Route path="/mortgage/my-leads" element={<LeadsPage mine />} />
          <Route path="/mortgage/lead/new" element={<NewLeadPage />} />
          <Route path="/mortgage/_lead/:leadId" element={<LeadPage />} />
          <Route path="/mortgage/lead/:leadId" element={<LeadPage />} />
          <Route path="/mortgage/applications" element={<ApplicationsPage mine={false} />} />
          <Route path="/mortgage/my_applications" element={<ApplicationsPage mine />} />
          <Route path="/mortgage/application/new" element={<NewApplicationPage />} />
          <Route path="/mortgage/application/:applicationId" element={<ApplicationPage />} />
          <Route
            path="/mortgage/_application/:applicationId"
            element={<LegacyRedirect param="applicationId" pathFor={(id) => `/mortgage/application/${id}`} />}
          />
          <Route path="/mortgage/deactivation-reviews" element={<DeactivationReviewsPage />} />
          <Route path="/mortgage/budget-settings" element={<BudgetSettingsPage />} />
          <Route path="/mortgage/meetings/calendar" element={<CalendarPage />} />
          <Route path="/mortgage/meetings/calendar-all" element={<CalendarPage all />} />
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/customers/:customerId" element={<CustomerPage />} />
          <Route path="/_customers/:customerId" element={<LegacyCustomerRedirect />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
