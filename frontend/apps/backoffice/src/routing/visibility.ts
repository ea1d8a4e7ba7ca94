import { isRouteAdmitted, type RouteSubject } from '@zrm/policy';
import { matchRoutes } from 'react-router-dom';

import { LANDING_ORDER, STAFF_ROUTES } from './catalogue';
import type { RouteParams, StaffRoute } from './types';

type MenuRoute = StaffRoute & Required<Pick<StaffRoute, 'menu' | 'title'>>;

const isMenuRoute = (route: StaffRoute): route is MenuRoute => route.menu !== undefined && route.title !== undefined;

export function routeByKey(key: string, routes: readonly StaffRoute[] = STAFF_ROUTES): StaffRoute | undefined {
  return routes.find((route) => route.key === key);
}

/** The header menu: the catalogue's entries with a menu label that the user may open, in order. */
export function menuRoutes(subject: RouteSubject, routes: readonly StaffRoute[] = STAFF_ROUTES): MenuRoute[] {
  return routes.filter(isMenuRoute).filter((route) => isRouteAdmitted(route.conditions, subject));
}

/** The first landing page the user may open (notifications, open to all staff, as the last resort). */
export function landingPath(subject: RouteSubject, routes: readonly StaffRoute[] = STAFF_ROUTES): string {
  for (const key of LANDING_ORDER) {
    const route = routeByKey(key, routes);
    if (route && isRouteAdmitted(route.conditions, subject)) return route.path;
  }
  return '/notifications';
}

/** The catalogue route a path opens (react-router's ranking: `/lead/new` before `/lead/:id`). */
export function matchStaffRoute(
  pathname: string,
  routes: readonly StaffRoute[] = STAFF_ROUTES,
): { route: StaffRoute; params: RouteParams } | null {
  const matches = matchRoutes(
    routes.map((route) => ({ id: route.key, path: route.path })),
    pathname,
  );
  const match = matches?.at(-1);
  const route = match ? routeByKey(match.route.id, routes) : undefined;
  return route && match ? { route, params: match.params } : null;
}

/** The menu entry to highlight on a route: its own, else its parent's (a lead under Leads). */
export function menuKeyFor(route: StaffRoute, routes: readonly StaffRoute[] = STAFF_ROUTES): string | null {
  const seen = new Set<string>();
  for (let current: StaffRoute | undefined = route; current && !seen.has(current.key); current = current.parent ? routeByKey(current.parent, routes) : undefined) {
    if (current.menu) return current.key;
    seen.add(current.key);
  }
  return null;
}
