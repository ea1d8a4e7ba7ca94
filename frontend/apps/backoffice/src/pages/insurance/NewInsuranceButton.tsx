import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { isRouteAdmitted } from '@zrm/policy';
import { Link } from 'react-router-dom';

import { useRouteSubject } from '../../routing/routeSubject';
import { NEW_INSURANCE_ROUTES } from './access';

/** "New insurance": the sale forms the user may open (none: no button). */
export function NewInsuranceButton() {
  const { t } = useTranslation();
  const subject = useRouteSubject();
  const routes = NEW_INSURANCE_ROUTES.filter((route) => isRouteAdmitted(route.conditions, subject));
  if (routes.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: routes.map((route) => ({
          key: route.group,
          label: (
            <Link to={route.path} data-testid={`insurance-new-${route.group}`}>
              {t(`insurance.newTitle.${route.group}`)}
            </Link>
          ),
        })),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />} data-testid="insurance-new">
        {t('insurance.new')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
