/**
 * Role rule, the same one the gateway enforces (the shared vectors in
 * services/lib/domain/policy/role-rule-vectors.json keep both sides in agreement):
 * - any role whose name contains "admin", in any letter case ("OnlineAdmin"), passes every check;
 * - other role names are compared exactly;
 * - a requirement lists role sets; the user is admitted when holding every role of at least one set.
 * The apps use it for display only (menus, buttons); the gateway decides.
 */
export type RoleRequirement = readonly (readonly string[])[];

export function isAdminRole(role: string): boolean {
  return role.toLowerCase().includes('admin');
}

export function isAdmitted(required: RoleRequirement, roles: readonly string[]): boolean {
  if (required.length === 0) return true;
  if (roles.some(isAdminRole)) return true;
  const held = new Set(roles);
  return required.some((set) => set.every((role) => held.has(role)));
}

/**
 * Named requirements, the same the gateway enforces (services/lib/domain/policy/
 * named-requirements.json; a test on each side compares them with the file).
 */
/** Online admins only: the leads table's selection column and reprocess buttons. */
export const REPROCESS_LEADS: RoleRequirement = [['online:admin']];

/** The customer register: KdltAdmin, Developer, Admin, ImpersonateCustomer, MbAdmin, DataAdmin,
 * AffiliateAdmin, DialmakerAdmin or MortgageAdmin. */
export const CUSTOMERS: RoleRequirement = [
  ['kdlt:admin'],
  ['developer'],
  ['admin'],
  ['impersonate-customer'],
  ['mb:admin'],
  ['data:admin'],
  ['affiliate:admin'],
  ['dialmaker:admin'],
  ['mortgage:admin'],
];

/** Exporting and erasing a customer: KdltAdmin, Admin or DataAdmin (and any admin role). */
export const CUSTOMER_DATA_ADMIN: RoleRequirement = [['kdlt:admin'], ['admin'], ['data:admin']];

/** Managing internal users: EmployeeAdmin (and any admin role). */
export const EMPLOYEE_ADMIN: RoleRequirement = [['employee:admin']];

/** Managing bank-partner users: PartnerAdmin (and any admin role). */
export const PARTNER_ADMIN: RoleRequirement = [['partner:admin']];

/** Selling insurances (creating one for a customer): ZakerInsuranceCreate (and any admin role). */
export const INSURANCE_SALES: RoleRequirement = [['zaker:insurance:create']];
/** Refunds and the payment providers' admin calls: InsuranceAdmin (and any admin role). */
export const INSURANCE_ADMIN: RoleRequirement = [['insurance:admin']];
/** The insurance admin sales report: ZakerReadSalesStats (and any admin role). */
export const INSURANCE_SALES_STATS: RoleRequirement = [['zaker:read-sales-stats']];

/** Writing message templates and uploading their attachments: TemplateAdmin. */
export const TEMPLATE_ADMIN: RoleRequirement = [['template:admin']];

/** Opening a customer's My Pages as the customer (impersonation): ImpersonateCustomer (and any admin role). */
export const IMPERSONATE_CUSTOMER: RoleRequirement = [['impersonate-customer']];

/** Reviewing deactivation requests of mortgage applications: MortgageAdmin (and any admin role). */
export const MORTGAGE_ADMIN: RoleRequirement = [['mortgage:admin']];
