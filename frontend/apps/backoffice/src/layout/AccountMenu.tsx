import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { selectUser, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useLogout } from '@zrm/ui';

/** Account menu: the user's name and e-mail, and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { logout, isLoading } = useLogout();
  const name = user?.name ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', label: user?.email ?? name, disabled: true },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="logout">{t('login.logout')}</span>,
            disabled: isLoading,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={t('layout.account', { name })} data-testid="account-menu">
        {name}
      </Button>
    </Dropdown>
  );
}
