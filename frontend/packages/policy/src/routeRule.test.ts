/** @jest-environment node */
import { MORTGAGE_ADMIN } from './roleRule';
import { isRouteAdmitted, type RouteSubject } from './routeRule';

const mortgageSweden = { product: 'MO', country: 'SE', department: 'SA' };

function subject(overrides: Partial<RouteSubject> = {}): RouteSubject {
  return { platform: 'employee', roles: [], coordinate: mortgageSweden, ...overrides };
}

describe('route visibility rule', () => {
  it('admits everyone signed in on the platform when nothing else is asked', () => {
    expect(isRouteAdmitted({ platforms: ['employee'] }, subject())).toBe(true);
    expect(isRouteAdmitted({ platforms: ['employee'] }, subject({ coordinate: null }))).toBe(true);
  });

  it('shows a page reached on the wrong platform, or signed out, as not there', () => {
    expect(isRouteAdmitted({ platforms: ['employee'] }, subject({ platform: 'bank' }))).toBe(false);
    expect(isRouteAdmitted({ platforms: ['employee'] }, subject({ platform: null }))).toBe(false);
  });

  it('matches product, country and department on the active coordinate', () => {
    expect(isRouteAdmitted({ products: ['MO'] }, subject())).toBe(true);
    expect(isRouteAdmitted({ products: ['CC'] }, subject())).toBe(false);
    expect(isRouteAdmitted({ countries: ['SE'] }, subject())).toBe(true);
    expect(isRouteAdmitted({ countries: ['NO'] }, subject())).toBe(false);
    expect(isRouteAdmitted({ products: ['CC'], departments: ['KH'] }, subject({ coordinate: { product: 'CC', country: 'SE', department: 'KH' } }))).toBe(true);
    expect(isRouteAdmitted({ departments: ['KH'] }, subject())).toBe(false);
  });

  it('refuses a coordinate condition to a user without a coordinate', () => {
    expect(isRouteAdmitted({ products: ['MO'] }, subject({ coordinate: null }))).toBe(false);
  });

  it('applies the role rule: any admin passes, otherwise all roles of one set', () => {
    expect(isRouteAdmitted({ roles: MORTGAGE_ADMIN }, subject({ roles: ['team-lead'] }))).toBe(false);
    expect(isRouteAdmitted({ roles: MORTGAGE_ADMIN }, subject({ roles: ['mortgage:admin'] }))).toBe(true);
    expect(isRouteAdmitted({ roles: [['team-lead', 'developer']] }, subject({ roles: ['team-lead'] }))).toBe(false);
    expect(isRouteAdmitted({ roles: [['team-lead', 'developer']] }, subject({ roles: ['developer', 'team-lead'] }))).toBe(true);
  });

  it('needs every condition at once', () => {
    const conditions = { platforms: ['employee'], products: ['MO'], roles: MORTGAGE_ADMIN };
    expect(isRouteAdmitted(conditions, subject({ roles: ['admin'] }))).toBe(true);
    expect(isRouteAdmitted(conditions, subject({ roles: ['admin'], coordinate: { ...mortgageSweden, product: 'UL' } }))).toBe(false);
  });
});
