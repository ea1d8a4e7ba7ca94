import { Menu } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { Link, useLocation } from 'react-router-dom';

import { useRouteSubject } from '../routing/routeSubject';
import { useTitleTranslate } from '../routing/useTitleTranslate';
import { matchStaffRoute, menuKeyFor, menuRoutes } from '../routing/visibility';

/** The header menu: the catalogue's menu entries the user may open; the current page's lit. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const subject = useRouteSubject();
  const title = useTitleTranslate();
  const match = matchStaffRoute(pathname);
  const selected = match ? menuKeyFor(match.route) : null;
  return (
    <Menu
      mode="horizontal"
      aria-label={t('layout.mainMenu')}
      selectedKeys={selected ? [selected] : []}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
      items={menuRoutes(subject).map((route) => ({
        key: route.key,
        label: (
          <Link to={route.path} data-testid={route.menu.testId}>
            {route.title(title, {})}
          </Link>
        ),
      }))}
    />
  );
}
