import { isRouteAdmitted } from '@zrm/policy';
import { NotFound } from '@zrm/ui';

import { useRouteSubject } from './routeSubject';
import type { StaffRoute } from './types';

/**
 * A catalogue route's page, or the not-found page (with its hint about permissions and
 * coordinates) when the user may not open it; checked on every render, so switching coordinates
 * applies at once.
 */
export function CataloguedRoute({ route }: { route: StaffRoute }) {
  const subject = useRouteSubject();
  return isRouteAdmitted(route.conditions, subject) ? <>{route.element}</> : <NotFound />;
}
