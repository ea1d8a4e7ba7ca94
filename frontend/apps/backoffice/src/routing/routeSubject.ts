import { selectActiveCoordinateParts, selectSession, useAppSelector } from '@zrm/api';
import type { RouteSubject } from '@zrm/policy';
import { useMemo } from 'react';

/** The signed-in user as the route visibility rule sees them: platform, roles, active coordinate. */
export function useRouteSubject(): RouteSubject {
  const session = useAppSelector(selectSession);
  const coordinate = useAppSelector(selectActiveCoordinateParts);
  const platform = session?.platform ?? null;
  const roles = session?.user?.roles;
  return useMemo(() => ({ platform, roles: roles ?? [], coordinate }), [platform, roles, coordinate]);
}
