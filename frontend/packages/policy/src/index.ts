export {
  CUSTOMER_DATA_ADMIN,
  CUSTOMERS,
  EMPLOYEE_ADMIN,
  IMPERSONATE_CUSTOMER,
  isAdmitted,
  isAdminRole,
  MORTGAGE_ADMIN,
  PARTNER_ADMIN,
  INSURANCE_ADMIN,
  INSURANCE_SALES,
  INSURANCE_SALES_STATS,
  REPROCESS_LEADS,
  TEMPLATE_ADMIN,
} from './roleRule';
export type { RoleRequirement } from './roleRule';
export { ROLE_SCREEN_NAMES, roleScreenName } from './roleNames';
export { isRouteAdmitted } from './routeRule';
export type { CoordinateParts, RouteConditions, RouteSubject } from './routeRule';
