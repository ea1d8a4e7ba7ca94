import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  loggedIn,
  type ContentSettings,
  type CustomerUser,
  type DebtRegister,
  type Insurance,
  type InsuranceForTerms,
  type MyPagesCustomer,
  type MyPagesMe,
} from '@zrm/api';
import { jsonReply, mockGateway, tokenExpiringIn, type MockGateway, type RouteHandler } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';

import { App, createMyPagesStore } from './App';
import { browser } from './browser';

// Captured before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

export const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';
export const MOBILE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

export function sampleCustomerUser(overrides: Partial<CustomerUser> = {}): CustomerUser {
  return {
    user_id: '42',
    first_name: 'Anna',
    last_name: 'Svensson',
    name: 'Anna Svensson',
    pni: '198112289874',
    ticket_id: 't-1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    impersonate: false,
    impersonator_name: null,
    impersonator_id: null,
    ...overrides,
  };
}

export function sampleMe(user: Partial<CustomerUser> = {}, customer: Partial<MyPagesCustomer> = {}): MyPagesMe {
  return {
    user: sampleCustomerUser(user),
    customer: {
      customer_id: 42,
      country: 'SE',
      pni: '198112289874',
      first_name: 'Anna',
      last_name: 'Svensson',
      phone_number: '+46701234567',
      email: 'anna.svensson@example.se',
      ...customer,
    },
  };
}

export const SAMPLE_CONTENT_SETTINGS: ContentSettings = {
  customer_support_phone: '+46 8 123 456 78',
  customer_support_email: 'kundservice@zrm.se',
  opening_hours: 'Mon–Fri 08–17',
};

/** A Norwegian customer, and their debt register before and after sharing. */

export const NORWEGIAN_ME = sampleMe(
  {
    pni: '18027336015',
    first_name: 'Kari',
    last_name: 'Nordmann',
    name: 'Kari Nordmann',
  },
  {
    country: 'NO',
    pni: '18027336015',
    first_name: 'Kari',
    last_name: 'Nordmann',
  },
);

export const NO_DEBT_REGISTER: DebtRegister = {
  has_consent: false,
  old_consent: false,
  recent_data: false,
  consent_limit_days: 90,
  consent: null,
  data: null,
};

export const SHARED_DEBT_REGISTER: DebtRegister = {
  has_consent: true,
  old_consent: false,
  recent_data: true,
  consent_limit_days: 90,
  consent: {
    given_at: '2026-11-20T10:00:00Z',
    expires_at: '2027-02-18T10:00:00Z',
    active: true,
    checked_at: '2026-11-20T10:00:00Z',
  },
  data: {
    verified_at: '2026-11-20T10:00:00Z',
    delete_after: '2027-02-18T10:00:00Z',
    creditors_answered: 3,
    creditors_missing: 1,
    total_balance: 19_650_000,
    loans: [
      {
        creditor: 'Nordlys Bank ASA',
        type: 'repayment_loan',
        balance: 18_450_000,
        original_balance: 25_000_000,
        credit_limit: null,
        nominal_interest_rate: 1290,
        remaining_terms: 48,
        co_borrowed: false,
      },
      {
        creditor: 'Fjord Kreditt AS',
        type: 'credit_facility',
        balance: 1_200_000,
        original_balance: null,
        credit_limit: 5_000_000,
        nominal_interest_rate: 2190,
        remaining_terms: null,
        co_borrowed: true,
      },
    ],
  },
};

/** A Swedish customer's safety insurance as staff sold it, waiting for the customer. */
export function sampleInsurance(overrides: Partial<Insurance> = {}): Insurance {
  return {
    insurance_id: 100042,
    customer_id: 42,
    insurance_group: 'SAFETY_INSURANCE',
    status: 'INACTIVE',
    substatus: 'WAITING_FOR_CUSTOMER_ACCEPTANCE',
    country: 'SE',
    insured_amount: { minor_units: 330_000, currency: 'SEK' },
    premium: { minor_units: 21_450, currency: 'SEK' },
    product_code: 'SE-SAFETY-1',
    dateCreated: '2026-11-20T10:00:00Z',
    signupDate: null,
    cancelled_at: null,
    cancel_cause: null,
    mandate: null,
    created_by: 'emp-7',
    email: '',
    phone_number: '',
    ...overrides,
  };
}

export function sampleTerms(insurance: Partial<Insurance> = {}): InsuranceForTerms {
  return {
    insurance: sampleInsurance(insurance),
    rules: [
      {
        insurance_group: 'SAFETY_INSURANCE',
        country: 'SE',
        max_amount: 10_000,
        customer_can_self_sign_up: false,
        default_amount: 3300,
        min_amount: 1000,
        amount_step: 100,
        premium_rate_ppm: 65_000,
      },
    ],
    customer: {
      first_name: 'Anna',
      last_name: 'Svensson',
      email: 'anna.svensson@example.se',
      phone_number: '+46701234567',
    },
  };
}

export interface MyPagesHarness {
  gateway: MockGateway;
  /** Where the app sent the browser (`window.location.assign`). */
  assign: jest.SpyInstance<void, [string]>;
  /** The user agent the app reads (desktop unless a test says otherwise). */
  userAgent: jest.SpyInstance<string, []>;
}

/**
 * Per test file: a fetch double for the gateway (the signed-in customer and content settings
 * answered unless a test says otherwise), English texts, a desktop browser and a watched
 * `window.location.assign`.
 */
export function useMyPagesHarness(routes: () => Record<string, RouteHandler> = () => ({})): MyPagesHarness {
  const harness = {} as MyPagesHarness;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    harness.gateway = mockGateway({
      'GET /my-pages/me': () => jsonReply(sampleMe()),
      'GET /my-pages/content-settings': () => jsonReply(SAMPLE_CONTENT_SETTINGS),
      ...routes(),
    });
    harness.assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    harness.userAgent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_AGENT);
  });
  afterEach(async () => {
    // Unmounted while this test's gateway still answers: a BankID order left running is
    // cancelled a task later (on the test's clock, fake or real), and that call lands here.
    cleanup();
    if ('clock' in setTimeout) jest.runOnlyPendingTimers();
    await new Promise((resolve) => realSetTimeout(resolve, 0));
    harness.gateway.restore();
    jest.restoreAllMocks();
  });
  return harness;
}

/** The router's current location, as the app last rendered it. */
export const currentLocation: { value: Location | null } = { value: null };

function LocationProbe() {
  currentLocation.value = useLocation();
  return null;
}

/** The whole of My Pages at `route` (in StrictMode, as in the browser), optionally signed in. */
export function renderMyPages(route: string, { signedIn = false, expiresInMs = 3_600_000 } = {}) {
  const store = createMyPagesStore();
  if (signedIn) {
    store.dispatch(
      loggedIn({ token: 'jwt-c', expiresAt: tokenExpiringIn(expiresInMs), platform: 'customer', user: null }),
    );
  }
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <App store={store} />
      </MemoryRouter>
    </StrictMode>,
  );
  return { store, user, ...view };
}
