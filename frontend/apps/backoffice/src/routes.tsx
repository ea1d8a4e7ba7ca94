import { NotFound, RequireAuth } from '@zrm/ui';
import { Route, Routes } from 'react-router-dom';

import { StaffLayout } from './layout/StaffLayout';
import { IdpCallbackPage } from './pages/idpCallback';
import { LoginPage } from './pages/login';
import { LogoutPage } from './pages/logout';
import { STAFF_ROUTES } from './routing/catalogue';
import { CataloguedRoute } from './routing/CataloguedRoute';
import { Landing } from './routing/Landing';
import { ScrollToTop } from './routing/ScrollToTop';
import { ServerErrorRoute } from './routing/ServerErrorRoute';

export const LOGIN_PATH = '/login';
/** Home: the landing, which opens the start page of the active coordinate's desk. */
export const HOME_PATH = '/';

/**
 * Public pages (sign-in, the identity provider's popup callback, sign-out, the error page), then the staff frame with every route of the
 * catalogue; anything else inside the frame is the not-found page.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/idp-callback" element={<IdpCallbackPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/500" element={<ServerErrorRoute />} />
        <Route
          element={
            <RequireAuth platform="employee" loginPath={LOGIN_PATH}>
              <StaffLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Landing />} />
          {STAFF_ROUTES.map((route) => (
            <Route key={route.key} path={route.path} element={<CataloguedRoute route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
