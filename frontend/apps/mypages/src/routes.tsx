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
import { InsurancesPage } from './pages/insurance';
import { InsuranceDetailPage } from './pages/insurance/InsuranceDetailPage';
import {
  ACCIDENT_INSURANCE_PATH,
  INSURANCE_PATH,
  INSURANCE_SUCCESS_PATH,
  INSURANCE_TERMS_PATH,
  LIFE_INSURANCE_PATH,
  PUBLIC_INSURANCE_NEW_PATH,
  PUBLIC_INSURANCE_SUCCESS_PATH,
  PUBLIC_INSURANCE_TERMS_PATH,
} from './pages/insurance/paths';
import { InsuranceSignUpPage } from './pages/insurance/SignUpPage';
import { InsuranceSuccessPage } from './pages/insurance/SuccessPage';
import { InsuranceTermsPage } from './pages/insurance/TermsPage';
import {
  PublicInsuranceSignUpPage,
  PublicInsuranceSuccessPage,
  PublicInsuranceTermsPage,
} from './pages/insurancePublic';
import { QrLoginPage } from './pages/qrLogin';
import { CustomerGate, GJELD_PATH } from './session/CustomerGate';

export const QR_LOGIN_PATH = '/qr-login';

/**
 * Public: the ID sign-in's callback and fail pages, the QR sign-in, and the public insurance
 * pages (`/insurances/new`, `/insurances/terms`, `/insurances/success`: outside the shell, the
 * sign-in in place where they need the customer). Everything else is behind
 * the customer guard (the login of the country in place of the page until signed in); signed in,
 * home, the insurances (list, detail, terms, the payment's return page, the sign-ups: accident
 * insurance in Sweden only), and in Norway the debt register (/gjeld, and /gjeld/callback where its
 * consent page returns); anything else is not found.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={CALLBACK_PATH} element={<AuthCallbackPage />} />
      <Route path={FAILED_PATH} element={<AuthFailedPage />} />
      <Route path={QR_LOGIN_PATH} element={<QrLoginPage />} />
      <Route path={PUBLIC_INSURANCE_NEW_PATH} element={<PublicInsuranceSignUpPage />} />
      <Route path={PUBLIC_INSURANCE_TERMS_PATH} element={<PublicInsuranceTermsPage />} />
      <Route path={PUBLIC_INSURANCE_SUCCESS_PATH} element={<PublicInsuranceSuccessPage />} />
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
        <Route path={INSURANCE_PATH} element={<InsurancesPage />} />
        <Route path={INSURANCE_TERMS_PATH} element={<InsuranceTermsPage />} />
        <Route path={INSURANCE_SUCCESS_PATH} element={<InsuranceSuccessPage />} />
        <Route path={`${INSURANCE_PATH}/:insuranceId`} element={<InsuranceDetailPage />} />
        <Route path={LIFE_INSURANCE_PATH} element={<InsuranceSignUpPage group="LIFE_INSURANCE" />} />
        <Route path={ACCIDENT_INSURANCE_PATH} element={<InsuranceSignUpPage group="ACCIDENT_INSURANCE" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
