/** @jest-environment node */
import named from '../../../../services/lib/domain/policy/named-requirements.json';

import {
  CUSTOMER_DATA_ADMIN,
  CUSTOMERS,
  EMPLOYEE_ADMIN,
  IMPERSONATE_CUSTOMER,
  INSURANCE_ADMIN,
  INSURANCE_SALES,
  INSURANCE_SALES_STATS,
  isAdmitted,
  MORTGAGE_ADMIN,
  PARTNER_ADMIN,
  REPROCESS_LEADS,
  type RoleRequirement,
  TEMPLATE_ADMIN,
} from './roleRule';

/*
 * The requirements the gateway names too (RoleRequirement::reprocess_leads() and friends), so a
 * button is enabled exactly when its route admits the user.
 */
describe('named role requirements, shared with the gateway', () => {
  const ours: Record<string, RoleRequirement> = {
    reprocess_leads: REPROCESS_LEADS,
    customers: CUSTOMERS,
    customer_data_admin: CUSTOMER_DATA_ADMIN,
    mortgage_admin: MORTGAGE_ADMIN,
    employee_admin: EMPLOYEE_ADMIN,
    partner_admin: PARTNER_ADMIN,
    template_admin: TEMPLATE_ADMIN,
    impersonate_customer: IMPERSONATE_CUSTOMER,
    insurance_sales: INSURANCE_SALES,
    insurance_admin: INSURANCE_ADMIN,
    insurance_sales_stats: INSURANCE_SALES_STATS,
  };

  it('names the same requirements as the shared file', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(named).sort());
    expect(ours).toEqual(named);
  });

  it('admits mortgage admins (and any admin) to the deactivation reviews, not a team lead', () => {
    expect(isAdmitted(MORTGAGE_ADMIN, ['mortgage:admin'])).toBe(true);
    expect(isAdmitted(MORTGAGE_ADMIN, ['admin'])).toBe(true);
    expect(isAdmitted(MORTGAGE_ADMIN, ['team-lead'])).toBe(false);
  });

  it('admits partner admins (and any admin) to the partner users, not a team lead', () => {
    expect(isAdmitted(PARTNER_ADMIN, ['partner:admin'])).toBe(true);
    expect(isAdmitted(PARTNER_ADMIN, ['admin'])).toBe(true);
    expect(isAdmitted(PARTNER_ADMIN, ['team-lead'])).toBe(false);
  });

  it('admits online admins (and any admin) to reprocessing, no one else', () => {
    expect(isAdmitted(REPROCESS_LEADS, ['online:admin'])).toBe(true);
    expect(isAdmitted(REPROCESS_LEADS, ['mortgage:admin'])).toBe(true);
    expect(isAdmitted(REPROCESS_LEADS, ['team-lead'])).toBe(false);
    expect(isAdmitted(REPROCESS_LEADS, [])).toBe(false);
  });

  it('admits ZakerReadSalesStats (and any admin) to the insurance sales report, not a seller alone', () => {
    expect(isAdmitted(INSURANCE_SALES_STATS, ['zaker:read-sales-stats'])).toBe(true);
    expect(isAdmitted(INSURANCE_SALES_STATS, ['insurance:admin'])).toBe(true);
    expect(isAdmitted(INSURANCE_SALES_STATS, ['zaker:insurance:create'])).toBe(false);
    expect(isAdmitted(INSURANCE_SALES_STATS, [])).toBe(false);
  });

  it('admits the customer roles to the customer register, not a team lead or a plain advisor', () => {
    expect(isAdmitted(CUSTOMERS, ['developer'])).toBe(true);
    expect(isAdmitted(CUSTOMERS, ['impersonate-customer'])).toBe(true);
    expect(isAdmitted(CUSTOMERS, ['team-lead'])).toBe(false);
    expect(isAdmitted(CUSTOMERS, [])).toBe(false);
  });
});
