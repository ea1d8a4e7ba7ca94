import type { InsuranceGroup } from '@zrm/api';
import { CUSTOMERS, EMPLOYEE_ADMIN, MORTGAGE_ADMIN, PARTNER_ADMIN, TEMPLATE_ADMIN, type RouteConditions } from '@zrm/policy';
import { CustomerName, LegacyRedirect } from '@zrm/ui';

import { ApplicationPage } from '../pages/application';
import { NewApplicationPage } from '../pages/applicationNew';
import { ApplicationsPage } from '../pages/applications';
import { BudgetSettingsPage } from '../pages/budgetSettings';
import { CalendarPage } from '../pages/calendar';
import { CustomerPage } from '../pages/customer';
import { CustomersPage } from '../pages/customers';
import { DeactivationReviewsPage } from '../pages/deactivationReviews';
import {
  CancellationAlertsPage,
  INSURANCE_DESK,
  INSURANCE_SALES_READERS,
  INSURANCE_SELLERS,
  InsurancePage,
  InsuranceRecordTitle,
  InsurancesPage,
  InsuranceTitle,
  NEW_INSURANCE_ROUTES,
  NewInsurancePage,
  SalesReportPage,
  SalesReportTitle,
  WinbackPage,
  WinbackTitle,
} from '../pages/insurance';
import { InternalUserName, InternalUserPage } from '../pages/internalUser';
import { NewInternalUserPage } from '../pages/internalUserNew';
import { InternalUsersPage } from '../pages/internalUsers';
import { LeadPage } from '../pages/lead';
import { NewLeadPage } from '../pages/leadNew';
import { LeadsPage } from '../pages/leads';
import { NotificationsPage } from '../pages/notifications';
import { PartnerUserName, PartnerUserPage } from '../pages/partnerUser';
import { NewPartnerUserPage } from '../pages/partnerUserNew';
import { PartnerUsersPage } from '../pages/partnerUsers';
import { AttachmentsPage, TemplateEditorPage, TemplatesPage } from '../pages/templates';
import { UnknownSendersPage } from '../pages/unknownSenders';
import { SearcherPage } from '../search/SearcherPage';
import type { RouteParams, StaffRoute, Translate } from './types';

/** A template page's name: its country, product and event, each by its name. */
function templateTitleValues(t: Translate, params: RouteParams): Record<string, string> {
  const { country = '', product = '', event = '' } = params;
  return {
    country: t(`coordinates.countries.${country}`, { defaultValue: country }),
    product: t(`coordinates.products.${product}`, { defaultValue: product }),
    event: t(`templates.events.${event}`, { defaultValue: event }),
  };
}

/** Every staff route is for staff signed in on the employee platform. */
const STAFF: RouteConditions = { platforms: ['employee'] };
/** The mortgage desk: the active coordinate's product is Mortgage (`MO…`). */
const MORTGAGE: RouteConditions = { ...STAFF, products: ['MO'] };
/** Mortgage admins on the mortgage desk. */
const MORTGAGE_ADMINS: RouteConditions = { ...MORTGAGE, roles: MORTGAGE_ADMIN };
/** Template admins (TemplateAdmin), whatever desk they work at. */
const TEMPLATE_ADMINS: RouteConditions = { ...STAFF, roles: TEMPLATE_ADMIN };
/** Legacy links redirect for anyone signed in; the clean path then applies its own conditions. */
const LEGACY: RouteConditions = STAFF;

const CUSTOMER_ID = /^\d{1,15}$/;

/** A sale form of the insurance desk; its path and conditions are the desk's (pages/insurance/access). */
function newInsuranceRoute(key: string, group: InsuranceGroup): StaffRoute {
  const route = NEW_INSURANCE_ROUTES.find((candidate) => candidate.group === group);
  if (!route) throw new Error(`no sale form for ${group}`);
  return {
    key,
    path: route.path,
    element: <NewInsurancePage group={group} />,
    conditions: route.conditions,
    title: () => <InsuranceTitle name={`newTitle.${group}`} />,
    parent: 'myInsurances',
  };
}

/**
 * The one list of staff routes (spec 2 §2). The router builds its routes from it and the header
 * menu its entries (those with `menu`, in this order), so a menu entry and its page cannot
 * disagree about who may see them. Areas not built yet are simply absent.
 */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    key: 'leads',
    path: '/mortgage/leads',
    element: <LeadsPage />,
    conditions: MORTGAGE,
    title: (t) => t('layout.leads'),
    menu: { testId: 'menu-leads' },
  },
  {
    key: 'myLeads',
    path: '/mortgage/my-leads',
    element: <LeadsPage mine />,
    conditions: MORTGAGE,
    title: (t) => t('layout.myLeads'),
    menu: { testId: 'menu-my-leads' },
  },
  {
    key: 'leadNew',
    path: '/mortgage/lead/new',
    element: <NewLeadPage />,
    conditions: MORTGAGE,
    title: (t) => t('leadNew.title'),
    parent: 'leads',
  },
  {
    key: 'lead',
    path: '/mortgage/lead/:leadId',
    element: <LeadPage />,
    conditions: MORTGAGE,
    title: (t, params) => t('lead.title', { id: params.leadId ?? '' }),
    parent: 'leads',
  },
  {
    key: 'legacyLead',
    path: '/mortgage/_lead/:leadId',
    element: <LegacyRedirect param="leadId" pathFor={(id) => `/mortgage/lead/${id}`} />,
    conditions: LEGACY,
  },
  {
    key: 'applications',
    path: '/mortgage/applications',
    element: <ApplicationsPage mine={false} />,
    conditions: MORTGAGE,
    title: (t) => t('layout.applications'),
    menu: { testId: 'menu-applications' },
  },
  {
    key: 'myApplications',
    path: '/mortgage/my_applications',
    element: <ApplicationsPage mine />,
    conditions: MORTGAGE,
    title: (t) => t('layout.myApplications'),
    menu: { testId: 'menu-my-applications' },
  },
  {
    key: 'applicationNew',
    path: '/mortgage/application/new',
    element: <NewApplicationPage />,
    conditions: MORTGAGE,
    title: (t) => t('applicationNew.title'),
    parent: 'applications',
  },
  {
    key: 'application',
    path: '/mortgage/application/:applicationId',
    element: <ApplicationPage />,
    conditions: MORTGAGE,
    title: (_t, params) => (params.applicationId ?? '').toUpperCase(),
    parent: 'applications',
  },
  {
    key: 'legacyApplication',
    path: '/mortgage/_application/:applicationId',
    element: <LegacyRedirect param="applicationId" pathFor={(id) => `/mortgage/application/${id}`} />,
    conditions: LEGACY,
  },
  {
    key: 'deactivationReviews',
    path: '/mortgage/deactivation-reviews',
    element: <DeactivationReviewsPage />,
    conditions: MORTGAGE_ADMINS,
    title: (t) => t('layout.deactivationReviews'),
    menu: { testId: 'menu-deactivation-reviews' },
  },
  {
    key: 'customers',
    path: '/customers',
    element: <CustomersPage />,
    // Display only: the gateway refuses the register to everyone else (403).
    conditions: { ...STAFF, roles: CUSTOMERS },
    title: (t) => t('layout.customers'),
    menu: { testId: 'menu-customers' },
  },
  {
    key: 'customer',
    path: '/customers/:customerId',
    element: <CustomerPage />,
    conditions: { ...STAFF, roles: CUSTOMERS },
    // The name lookup is not an audited view, and names the customer while the profile loads.
    title: (_t, params) =>
      CUSTOMER_ID.test(params.customerId ?? '') ? (
        <CustomerName customerId={Number(params.customerId)} testId="customer-breadcrumb-name" />
      ) : (
        params.customerId
      ),
    parent: 'customers',
  },
  {
    key: 'legacyCustomer',
    path: '/_customers/:customerId',
    element: <LegacyRedirect param="customerId" pathFor={(id) => `/customers/${id}`} />,
    conditions: LEGACY,
  },
  // The insurance desk: every employee reads the insurances and their cancellation alerts; sellers
  // (ZakerInsuranceCreate) sell and call back the customers who cancelled. The fixed paths come
  // before the insurance's page, as the router ranks them.
  {
    key: 'insurances',
    path: '/insurance/list',
    element: <InsurancesPage />,
    conditions: INSURANCE_DESK,
    title: () => <InsuranceTitle name="listTitle" />,
    menu: { testId: 'menu-insurances' },
  },
  {
    key: 'myInsurances',
    path: '/insurance/my',
    element: <InsurancesPage mine />,
    conditions: INSURANCE_SELLERS,
    title: () => <InsuranceTitle name="mineTitle" />,
    menu: { testId: 'menu-my-insurances' },
  },
  {
    key: 'insuranceAlerts',
    path: '/insurance/alerts',
    element: <CancellationAlertsPage />,
    conditions: INSURANCE_DESK,
    title: () => <InsuranceTitle name="alertsTitle" />,
    menu: { testId: 'menu-insurance-alerts' },
  },
  {
    key: 'insuranceWinback',
    path: '/insurance/winbackable',
    element: <WinbackPage />,
    conditions: INSURANCE_SELLERS,
    title: () => <WinbackTitle />,
    menu: { testId: 'menu-insurance-winback' },
  },
  {
    key: 'insuranceSalesReport',
    path: '/insurance/admin-sales-report',
    element: <SalesReportPage />,
    conditions: INSURANCE_SALES_READERS,
    title: () => <SalesReportTitle />,
    menu: { testId: 'menu-insurance-sales-report' },
  },
  newInsuranceRoute('insuranceNewSafety', 'SAFETY_INSURANCE'),
  newInsuranceRoute('insuranceNewAccident', 'ACCIDENT_INSURANCE'),
  newInsuranceRoute('insuranceNewLife', 'LIFE_INSURANCE'),
  {
    key: 'insurance',
    path: '/insurance/:insuranceId',
    element: <InsurancePage />,
    conditions: INSURANCE_DESK,
    title: (_t, params) => <InsuranceRecordTitle id={params.insuranceId ?? ''} />,
    parent: 'insurances',
  },
  {
    key: 'legacyInsurance',
    path: '/insurance/_/:insuranceId',
    element: <LegacyRedirect param="insuranceId" pathFor={(id) => `/insurance/${id}`} />,
    conditions: LEGACY,
  },
  {
    key: 'internalUsers',
    path: '/internal-users',
    element: <InternalUsersPage />,
    // Display only: the gateway refuses the employee administration to everyone else (403).
    conditions: { ...STAFF, roles: EMPLOYEE_ADMIN },
    title: (t) => t('internalUsers.title'),
    menu: { testId: 'menu-internal-users' },
  },
  {
    key: 'internalUserNew',
    path: '/internal-users/new',
    element: <NewInternalUserPage />,
    conditions: { ...STAFF, roles: EMPLOYEE_ADMIN },
    title: (t) => t('internalUsers.newUser'),
    parent: 'internalUsers',
  },
  {
    key: 'internalUser',
    path: '/internal-users/:userId',
    element: <InternalUserPage />,
    conditions: { ...STAFF, roles: EMPLOYEE_ADMIN },
    title: (_t, params) => <InternalUserName userId={params.userId ?? ''} />,
    parent: 'internalUsers',
  },
  {
    key: 'legacyInternalUser',
    path: '/internal-users/_/:userId',
    element: <LegacyRedirect param="userId" pathFor={(id) => `/internal-users/${id}`} />,
    conditions: LEGACY,
  },
  {
    key: 'partnerUsers',
    path: '/partner/users',
    element: <PartnerUsersPage />,
    // Display only: the gateway refuses the partner administration to everyone else (403).
    conditions: { ...STAFF, roles: PARTNER_ADMIN },
    title: (t) => t('partnerUsers.title'),
    menu: { testId: 'menu-partner-users' },
  },
  // Before the partner's page, so the catalogue reads in the order the router ranks them.
  {
    key: 'partnerUserNew',
    path: '/partner/user/new',
    element: <NewPartnerUserPage />,
    conditions: { ...STAFF, roles: PARTNER_ADMIN },
    title: (t) => t('partnerUsers.newUser'),
    parent: 'partnerUsers',
  },
  {
    key: 'partnerUser',
    path: '/partner/user/:userId',
    element: <PartnerUserPage />,
    conditions: { ...STAFF, roles: PARTNER_ADMIN },
    title: (_t, params) => <PartnerUserName userId={params.userId ?? ''} />,
    parent: 'partnerUsers',
  },
  {
    // Any employee may attach an unknown sender to the customer it turns out to be.
    key: 'unknownSenders',
    path: '/sms/unknown-senders',
    element: <UnknownSendersPage />,
    conditions: STAFF,
    title: (t) => t('layout.unknownSenders'),
    menu: { testId: 'menu-unknown-senders' },
  },
  {
    key: 'emailTemplates',
    path: '/email/templates',
    element: <TemplatesPage channel="email" />,
    conditions: TEMPLATE_ADMINS,
    title: (t) => t('layout.emailTemplates'),
    menu: { testId: 'menu-email-templates' },
  },
  {
    key: 'emailTemplateNew',
    path: '/email/templates/new',
    element: <TemplateEditorPage channel="email" />,
    conditions: TEMPLATE_ADMINS,
    title: (t) => t('templates.newEmail'),
    parent: 'emailTemplates',
  },
  {
    key: 'emailTemplate',
    path: '/email/templates/:country/:product/:event',
    element: <TemplateEditorPage channel="email" />,
    conditions: TEMPLATE_ADMINS,
    title: (t, params) => t('templates.editTitle', templateTitleValues(t, params)),
    parent: 'emailTemplates',
  },
  {
    key: 'attachmentNew',
    path: '/email/attachments/new',
    element: <AttachmentsPage />,
    conditions: TEMPLATE_ADMINS,
    title: (t) => t('templates.uploadAttachment'),
    parent: 'emailTemplates',
  },
  {
    key: 'smsTemplates',
    path: '/sms/templates',
    element: <TemplatesPage channel="sms" />,
    conditions: TEMPLATE_ADMINS,
    title: (t) => t('layout.smsTemplates'),
    menu: { testId: 'menu-sms-templates' },
  },
  {
    key: 'smsTemplateNew',
    path: '/sms/templates/new',
    element: <TemplateEditorPage channel="sms" />,
    conditions: TEMPLATE_ADMINS,
    title: (t) => t('templates.newSms'),
    parent: 'smsTemplates',
  },
  {
    key: 'smsTemplate',
    path: '/sms/templates/:country/:product/:event',
    element: <TemplateEditorPage channel="sms" />,
    conditions: TEMPLATE_ADMINS,
    title: (t, params) => t('templates.editTitle', templateTitleValues(t, params)),
    parent: 'smsTemplates',
  },
  // Last in the menu: when the header is too narrow, these move into the overflow menu first.
  {
    key: 'calendar',
    path: '/mortgage/meetings/calendar',
    element: <CalendarPage />,
    conditions: MORTGAGE,
    title: (t) => t('layout.calendar'),
    menu: { testId: 'menu-calendar' },
  },
  {
    key: 'calendarAll',
    path: '/mortgage/meetings/calendar-all',
    element: <CalendarPage all />,
    conditions: MORTGAGE_ADMINS,
    title: (t) => t('layout.calendarAll'),
    menu: { testId: 'menu-calendar-all' },
  },
  {
    key: 'budgetSettings',
    path: '/mortgage/budget-settings',
    element: <BudgetSettingsPage />,
    conditions: MORTGAGE_ADMINS,
    title: (t) => t('layout.budgetSettings'),
    menu: { testId: 'menu-budget-settings' },
  },
  {
    key: 'notifications',
    path: '/notifications',
    element: <NotificationsPage />,
    conditions: STAFF,
    title: (t) => t('layout.notifications'),
  },
  {
    // The search drawer's panel as a page; its tabs apply their own conditions.
    key: 'searcher',
    path: '/searcher',
    element: <SearcherPage />,
    conditions: STAFF,
    title: (t) => t('layout.search'),
  },
];

/**
 * Where `/` leads (spec 2 §2: the default landing by product and department): the first of
 * these the user may open. Notifications are open to all staff, so there is always one.
 */
export const LANDING_ORDER: readonly string[] = ['leads', 'notifications'];
