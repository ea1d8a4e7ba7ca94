import { isRouteAdmitted, type RouteSubject } from '@zrm/policy';

import { STAFF_ROUTES } from './catalogue';
import type { StaffRoute } from './types';
import { landingPath, matchStaffRoute, menuKeyFor, menuRoutes, routeByKey } from './visibility';

const coordinate = (code: string) => ({ product: code.slice(0, 2), country: code.slice(2, 4), department: code.slice(8, 10) });
const staff = (roles: string[], code: string | null = 'MOSESTFTSA'): RouteSubject => ({
  platform: 'employee',
  roles,
  coordinate: code ? coordinate(code) : null,
});
const menuIds = (subject: RouteSubject) => menuRoutes(subject).map((route) => route.menu.testId);

describe('route catalogue', () => {
  it('holds every staff path once, the existing ones unchanged', () => {
    const paths = STAFF_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/_customers/:customerId',
        '/customers',
        '/customers/:customerId',
        '/email/attachments/new',
        '/email/templates',
        '/email/templates/:country/:product/:event',
        '/email/templates/new',
        '/insurance/:insuranceId',
        '/insurance/_/:insuranceId',
        '/insurance/accident/new',
        '/insurance/admin-sales-report',
        '/insurance/alerts',
        '/insurance/life/new',
        '/insurance/list',
        '/insurance/my',
        '/insurance/tf/new',
        '/insurance/winbackable',
        '/internal-users',
        '/internal-users/:userId',
        '/internal-users/new',
        '/internal-users/_/:userId',
        '/mortgage/_application/:applicationId',
        '/mortgage/_lead/:leadId',
        '/mortgage/application/:applicationId',
        '/mortgage/application/new',
        '/mortgage/applications',
        '/mortgage/budget-settings',
        '/mortgage/deactivation-reviews',
        '/mortgage/lead/:leadId',
        '/mortgage/lead/new',
        '/mortgage/leads',
        '/mortgage/meetings/calendar',
        '/mortgage/meetings/calendar-all',
        '/mortgage/my-leads',
        '/mortgage/my_applications',
        '/notifications',
        '/partner/user/:userId',
        '/partner/user/new',
        '/partner/users',
        '/searcher',
        '/sms/templates',
        '/sms/templates/:country/:product/:event',
        '/sms/templates/new',
        '/sms/unknown-senders',
      ].sort(),
    );
    for (const route of STAFF_ROUTES) expect(route.conditions.platforms).toEqual(['employee']);
  });

  it('gives a mortgage admin the whole mortgage menu, in the header’s order, with the test ids the browser tests click', () => {
    expect(menuIds(staff(['mortgage:admin']))).toEqual([
      'menu-leads',
      'menu-my-leads',
      'menu-applications',
      'menu-my-applications',
      'menu-deactivation-reviews',
      'menu-customers',
      'menu-insurances',
      'menu-my-insurances',
      'menu-insurance-alerts',
      'menu-insurance-winback',
      'menu-insurance-sales-report',
      'menu-internal-users',
      'menu-partner-users',
      'menu-unknown-senders',
      'menu-email-templates',
      'menu-sms-templates',
      'menu-calendar',
      'menu-calendar-all',
      'menu-budget-settings',
    ]);
  });

  it('gives an advisor the mortgage desk without the admin pages or the customer register', () => {
    expect(menuIds(staff([]))).toEqual([
      'menu-leads',
      'menu-my-leads',
      'menu-applications',
      'menu-my-applications',
      'menu-insurances',
      'menu-insurance-alerts',
      'menu-unknown-senders',
      'menu-calendar',
    ]);
    expect(menuIds(staff(['team-lead']))).not.toContain('menu-calendar-all');
    expect(menuIds(staff(['team-lead']))).not.toContain('menu-partner-users');
  });

  it('keeps the mortgage desk to a Mortgage coordinate; roles alone open the customer register', () => {
    // Any role naming admin passes every role check (spec 1 §6): a KdltAdmin manages people too.
    expect(menuIds(staff(['kdlt:admin'], 'CCSESTFTSA'))).toEqual([
      'menu-customers',
      'menu-insurances',
      'menu-my-insurances',
      'menu-insurance-alerts',
      'menu-insurance-winback',
      'menu-insurance-sales-report',
      'menu-internal-users',
      'menu-partner-users',
      'menu-unknown-senders',
      'menu-email-templates',
      'menu-sms-templates',
    ]);
    // A TemplateAdmin (an admin role too) gets the templates wherever they work; an advisor does not.
    expect(menuIds(staff(['template:admin'], 'ULSESTFTSA'))).toContain('menu-sms-templates');
    expect(menuIds(staff(['team-lead'], 'ULSESTFTSA'))).not.toContain('menu-sms-templates');
    expect(menuIds(staff(['impersonate-customer'], null))).toEqual([
      'menu-customers',
      'menu-insurances',
      'menu-insurance-alerts',
      'menu-unknown-senders',
    ]);
    expect(menuIds(staff([], 'ULSESTFTSA'))).toEqual([
      'menu-insurances',
      'menu-insurance-alerts',
      'menu-unknown-senders',
    ]);
  });

  it('gives every employee the insurances, and sellers their own sales and the sale forms', () => {
    const admitted = (key: string, subject: RouteSubject) => {
      const route = routeByKey(key);
      return route ? isRouteAdmitted(route.conditions, subject) : false;
    };
    const seller = staff(['zaker:insurance:create']);
    expect(menuIds(seller)).toEqual(expect.arrayContaining(['menu-insurances', 'menu-my-insurances']));
    expect(menuIds(staff(['team-lead']))).not.toContain('menu-my-insurances');
    for (const key of ['insuranceNewSafety', 'insuranceNewAccident', 'insuranceNewLife']) {
      expect([key, admitted(key, seller), admitted(key, staff(['team-lead']))]).toEqual([key, true, false]);
    }
    // Accident insurance is sold in Sweden only; an admin passes the role check.
    const norway = staff(['zaker:insurance:create'], 'MONOUPFTSA');
    expect([admitted('insuranceNewAccident', norway), admitted('insuranceNewLife', norway)]).toEqual([false, true]);
    expect(admitted('insuranceNewSafety', staff(['admin'], 'CCSESTFTSA'))).toBe(true);
    expect(admitted('insurance', staff([], null))).toBe(true);
  });

  it('gives the sales report to ZakerReadSalesStats and any admin, not to a seller alone', () => {
    const report = routeByKey('insuranceSalesReport');
    expect(report?.path).toBe('/insurance/admin-sales-report');
    expect(menuIds(staff(['zaker:read-sales-stats']))).toContain('menu-insurance-sales-report');
    expect(menuIds(staff(['insurance:admin'], 'LISESTFTKH'))).toContain('menu-insurance-sales-report');
    expect(menuIds(staff(['zaker:insurance:create']))).not.toContain('menu-insurance-sales-report');
    expect(menuIds(staff(['team-lead']))).not.toContain('menu-insurance-sales-report');
  });

  it('shows nothing to someone signed in on another platform', () => {
    expect(menuIds({ platform: 'bank', roles: ['admin'], coordinate: coordinate('MOSESTFTSA') })).toEqual([]);
  });

  it('derives the menu from the catalogue: an entry with a menu label is in it, one without is not', () => {
    const routes: StaffRoute[] = [
      { key: 'a', path: '/a', element: null, conditions: {}, title: () => 'A', menu: { testId: 'menu-a' } },
      { key: 'b', path: '/b/:id', element: null, conditions: {}, title: () => 'B', parent: 'a' },
      { key: 'c', path: '/c', element: null, conditions: { roles: [['x']] }, title: () => 'C', menu: { testId: 'menu-c' } },
    ];
    expect(menuRoutes(staff([]), routes).map((route) => route.key)).toEqual(['a']);
    expect(menuRoutes(staff(['x']), routes).map((route) => route.key)).toEqual(['a', 'c']);
  });

  it('lands on the leads of the mortgage desk, else on the notifications', () => {
    expect(landingPath(staff([]))).toBe('/mortgage/leads');
    expect(landingPath(staff([], 'MONOUPFTSA'))).toBe('/mortgage/leads');
    expect(landingPath(staff(['admin'], 'CCSESTFTSA'))).toBe('/notifications');
    expect(landingPath(staff([], null))).toBe('/notifications');
  });

  it('matches a path to its route as the router ranks them', () => {
    expect(matchStaffRoute('/mortgage/lead/new')?.route.key).toBe('leadNew');
    expect(matchStaffRoute('/mortgage/lead/42')).toMatchObject({ route: { key: 'lead' }, params: { leadId: '42' } });
    expect(matchStaffRoute('/mortgage/application/new')?.route.key).toBe('applicationNew');
    expect(matchStaffRoute('/customers/7')?.route.key).toBe('customer');
    expect(matchStaffRoute('/mortgage/meetings/calendar-all')?.route.key).toBe('calendarAll');
    expect(matchStaffRoute('/partner/user/new')?.route.key).toBe('partnerUserNew');
    expect(matchStaffRoute('/partner/user/u-7')).toMatchObject({ route: { key: 'partnerUser' }, params: { userId: 'u-7' } });
    expect(matchStaffRoute('/sms/templates/new')?.route.key).toBe('smsTemplateNew');
    expect(matchStaffRoute('/email/templates/SE/UL/offer_received')).toMatchObject({
      route: { key: 'emailTemplate' },
      params: { country: 'SE', product: 'UL', event: 'offer_received' },
    });
    expect(matchStaffRoute('/insurance/my')?.route.key).toBe('myInsurances');
    expect(matchStaffRoute('/insurance/list')?.route.key).toBe('insurances');
    expect(matchStaffRoute('/insurance/alerts')?.route.key).toBe('insuranceAlerts');
    expect(matchStaffRoute('/insurance/tf/new')?.route.key).toBe('insuranceNewSafety');
    expect(matchStaffRoute('/insurance/7')).toMatchObject({ route: { key: 'insurance' }, params: { insuranceId: '7' } });
    expect(matchStaffRoute('/insurance/_/7')).toMatchObject({ route: { key: 'legacyInsurance' }, params: { insuranceId: '7' } });
    expect(matchStaffRoute('/mortgage/nowhere')).toBeNull();
  });

  it('lights a record’s list in the menu, and nothing for pages outside it', () => {
    const keyFor = (path: string) => {
      const match = matchStaffRoute(path);
      return match ? menuKeyFor(match.route) : null;
    };
    expect(keyFor('/mortgage/lead/42')).toBe('leads');
    expect(keyFor('/mortgage/application/MOSE1001')).toBe('applications');
    expect(keyFor('/mortgage/my_applications')).toBe('myApplications');
    expect(keyFor('/customers/7')).toBe('customers');
    expect(keyFor('/partner/user/new')).toBe('partnerUsers');
    expect(keyFor('/insurance/7')).toBe('insurances');
    expect(keyFor('/insurance/life/new')).toBe('myInsurances');
    expect(keyFor('/notifications')).toBeNull();
  });

  it('names each page for the breadcrumbs: records under their list, redirects not at all', () => {
    const t = (key: string, values?: Record<string, string>) => `${key}${values?.id ? ` ${values.id}` : ''}`;
    const lead = matchStaffRoute('/mortgage/lead/42');
    expect(lead?.route.title?.(t, lead.params)).toBe('lead.title 42');
    expect(routeByKey(lead?.route.parent ?? '')?.path).toBe('/mortgage/leads');
    const application = matchStaffRoute('/mortgage/application/mose1001');
    expect(application?.route.title?.(t, application.params)).toBe('MOSE1001');
    for (const key of ['legacyLead', 'legacyApplication', 'legacyCustomer', 'legacyInsurance']) {
      expect(routeByKey(key)?.title).toBeUndefined();
    }
  });
});
