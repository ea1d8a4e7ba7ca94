/**
 * The names staff know the roles by (the old admin screens', spec 1 §6), by the role as the
 * gateway stores it. They are names, not translations: the same in every language.
 */
export const ROLE_SCREEN_NAMES: Readonly<Record<string, string>> = {
  'employee:admin': 'EmployeeAdmin',
  'kdlt:admin': 'KdltAdmin',
  'mortgage:admin': 'MortgageAdmin',
  'impersonate-customer': 'ImpersonateCustomer',
  admin: 'Admin',
  developer: 'Developer',
  'mb:admin': 'MbAdmin',
  'data:admin': 'DataAdmin',
  'affiliate:admin': 'AffiliateAdmin',
  'dialmaker:admin': 'DialmakerAdmin',
  'online:admin': 'OnlineAdmin',
  'insurance:admin': 'InsuranceAdmin',
  'partner:admin': 'PartnerAdmin',
  'template:admin': 'TemplateAdmin',
  'leadtaker:admin': 'LeadtakerAdmin',
  'team-lead': 'TeamLead',
  // The product's roles are named like the spec's "{product}SakerReadSalesStats" (product Zaker).
  'zaker:insurance:create': 'ZakerInsuranceCreate',
  'zaker:read-sales-stats': 'ZakerReadSalesStats',
};

/** A role's screen name; a role without one (the list grows on the server) shows as it is stored. */
export function roleScreenName(role: string): string {
  return Object.hasOwn(ROLE_SCREEN_NAMES, role) ? (ROLE_SCREEN_NAMES[role] ?? role) : role;
}
