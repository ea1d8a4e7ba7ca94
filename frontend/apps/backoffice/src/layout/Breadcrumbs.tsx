import { Breadcrumb } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { isRouteAdmitted } from '@zrm/policy';
import { Link, useLocation } from 'react-router-dom';

import { useRouteSubject } from '../routing/routeSubject';
import { useTitleTranslate } from '../routing/useTitleTranslate';
import { matchStaffRoute, routeByKey } from '../routing/visibility';

/**
 * Under the header: Home, the page before (a record's list), the current page, named as in the
 * catalogue. Nothing on pages the catalogue does not name (redirects, not found) or the user may
 * not open.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const subject = useRouteSubject();
  const title = useTitleTranslate();
  const match = matchStaffRoute(pathname);
  if (!match?.route.title || !isRouteAdmitted(match.route.conditions, subject)) return null;
  const parent = match.route.parent ? routeByKey(match.route.parent) : undefined;
  return (
    <nav aria-label={t('layout.breadcrumbs')} data-testid="breadcrumbs" style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={[
          { key: 'home', title: <Link to="/" data-testid="breadcrumb-home">{t('common.home')}</Link> },
          ...(parent?.title
            ? [{ key: 'parent', title: <Link to={parent.path} data-testid="breadcrumb-parent">{parent.title(title, {})}</Link> }]
            : []),
          { key: 'current', title: <span data-testid="breadcrumb-current">{match.route.title(title, match.params)}</span> },
        ]}
      />
    </nav>
  );
}
