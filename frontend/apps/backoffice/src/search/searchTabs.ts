import { CUSTOMERS, EMPLOYEE_ADMIN, isRouteAdmitted, type RouteConditions } from '@zrm/policy';
import { useMemo } from 'react';

import { useRouteSubject } from '../routing/routeSubject';

export type SearchTabKey = 'mortgages' | 'leads' | 'insurances' | 'internal-users' | 'customers';

export interface SearchTab {
  key: SearchTabKey;
  /** Who sees the tab: the route visibility rule, as for the pages the hits open. */
  conditions: RouteConditions;
  /** The text the gateway accepts (once trimmed): no request outside it. */
  minLength: number;
  maxLength: number;
}

const STAFF: RouteConditions = { platforms: ['employee'] };

/*
 * The drawer's tabs, in order. Bank users never reach the back office (their portal is another
 * app with its own search), so their tab is not here.
 */
export const SEARCH_TABS: readonly SearchTab[] = [
  { key: 'mortgages', conditions: { ...STAFF, products: ['MO'] }, minLength: 2, maxLength: 100 },
  { key: 'leads', conditions: { ...STAFF, products: ['MO'] }, minLength: 2, maxLength: 100 },
  // The insurance desk works on department KH coordinates (spec 1 §6).
  { key: 'insurances', conditions: { ...STAFF, departments: ['KH'] }, minLength: 2, maxLength: 100 },
  { key: 'internal-users', conditions: { ...STAFF, roles: EMPLOYEE_ADMIN }, minLength: 2, maxLength: 100 },
  { key: 'customers', conditions: { ...STAFF, roles: CUSTOMERS }, minLength: 1, maxLength: 254 },
];

/** A part of a name is 2 to 100 characters, whichever register is searched by it. */
export const NAME_PART = { minLength: 2, maxLength: 100 } as const;

/** The bounds of the text a tab sends: the Customers tab's name key has a name's bounds. */
export function textBounds(tab: SearchTab, customerKey: string): { minLength: number; maxLength: number } {
  return tab.key === 'customers' && customerKey === 'name' ? NAME_PART : tab;
}

/** The tabs the signed-in user may search in (display only: the gateway decides). */
export function useSearchTabs(): SearchTab[] {
  const subject = useRouteSubject();
  return useMemo(() => SEARCH_TABS.filter((tab) => isRouteAdmitted(tab.conditions, subject)), [subject]);
}
