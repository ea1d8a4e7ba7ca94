export { CUSTOMER_DATA_ADMIN, CUSTOMERS, isAdmitted, isAdminRole, REPROCESS_LEADS } from './roleRule';
export type { RoleRequirement } from './roleRule';
