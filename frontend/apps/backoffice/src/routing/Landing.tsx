import { Navigate } from 'react-router-dom';

import { useRouteSubject } from './routeSubject';
import { landingPath } from './visibility';

/** `/`: the start page of the active coordinate's desk. */
export function Landing() {
  const subject = useRouteSubject();
  return <Navigate to={landingPath(subject)} replace />;
}
