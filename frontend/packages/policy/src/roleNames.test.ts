/** @jest-environment node */
import { roleScreenName } from './roleNames';

describe('role screen names', () => {
  it('names the roles staff know by name and shows any other as stored', () => {
    expect(roleScreenName('employee:admin')).toBe('EmployeeAdmin');
    expect(roleScreenName('team-lead')).toBe('TeamLead');
    expect(roleScreenName('impersonate-customer')).toBe('ImpersonateCustomer');
    expect(roleScreenName('tm-campaign:read')).toBe('tm-campaign:read');
    expect(roleScreenName('toString')).toBe('toString');
  });
});
