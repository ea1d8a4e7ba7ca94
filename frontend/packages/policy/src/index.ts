export { isAdmitted, isAdminRole } from './roleRule';
export type { RoleRequirement } from './roleRule';
