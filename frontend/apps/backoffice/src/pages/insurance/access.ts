import type { InsuranceGroup } from '@zrm/api';
import { INSURANCE_SALES, INSURANCE_SALES_STATS, type RouteConditions } from '@zrm/policy';

/**
 * Who sees the insurance desk's pages, shared by the route catalogue and the pages' own links
 * (the "New insurance" menu offers only the forms the user may open). Display only: the gateway
 * refuses selling to everyone without ZakerInsuranceCreate (or an admin role).
 */
export const INSURANCE_DESK: RouteConditions = { platforms: ['employee'] };
export const INSURANCE_SELLERS: RouteConditions = { ...INSURANCE_DESK, roles: INSURANCE_SALES };
/** The admin sales report: ZakerReadSalesStats (and any admin role); the gateway refuses everyone else. */
export const INSURANCE_SALES_READERS: RouteConditions = { ...INSURANCE_DESK, roles: INSURANCE_SALES_STATS };

export interface NewInsuranceRoute {
  group: InsuranceGroup;
  path: string;
  conditions: RouteConditions;
}

/** The sale forms, one per insurance group; accident insurance is sold in Sweden only. */
export const NEW_INSURANCE_ROUTES: readonly NewInsuranceRoute[] = [
  { group: 'SAFETY_INSURANCE', path: '/insurance/tf/new', conditions: INSURANCE_SELLERS },
  {
    group: 'ACCIDENT_INSURANCE',
    path: '/insurance/accident/new',
    conditions: { ...INSURANCE_SELLERS, countries: ['SE'] },
  },
  { group: 'LIFE_INSURANCE', path: '/insurance/life/new', conditions: INSURANCE_SELLERS },
];

export const insurancePath = (id: number | string) => `/insurance/${id}`;
