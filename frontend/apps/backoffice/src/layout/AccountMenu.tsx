import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { coordinateChosen, selectActiveCoordinate, selectUser, useAppDispatch, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useLogout } from '@zrm/ui';
import { useState } from 'react';

import { coordinateKey, coordinateMenuItems, coordinateOfKey } from './coordinateMenuItems';
import { SettingsDrawer } from './SettingsDrawer';
import { useCoordinateLabel } from './useCoordinateLabel';

/**
 * Account menu: the user's e-mail, the coordinates selector (with more than one coordinate),
 * additional settings (a drawer) and logout.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const user = useAppSelector(selectUser);
  const active = useAppSelector(selectActiveCoordinate);
  const coordinateLabel = useCoordinateLabel();
  const { logout, isLoading } = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = user?.name ?? '';

  const choose = (code: string) => {
    if (code === active) return;
    dispatch(coordinateChosen(code));
    notification.info({ title: t('coordinates.switched', { coordinate: coordinateLabel(code) }), key: 'coordinate' });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: active ? [coordinateKey(active)] : [],
          items: [
            { key: 'who', label: user?.email ?? name, disabled: true },
            ...coordinateMenuItems({
              codes: user?.zoordinates ?? [],
              active,
              title: t('coordinates.title'),
              label: coordinateLabel,
            }),
            { type: 'divider' },
            {
              key: 'settings',
              icon: <SettingOutlined />,
              label: <span data-testid="open-settings">{t('layout.additionalSettings')}</span>,
            },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: <span data-testid="logout">{t('login.logout')}</span>,
              disabled: isLoading,
            },
          ],
          onClick: ({ key }) => {
            const code = coordinateOfKey(key);
            if (code) choose(code);
            else if (key === 'settings') setSettingsOpen(true);
            else if (key === 'logout') void logout();
          },
        }}
      >
        <Button type="text" icon={<UserOutlined />} aria-label={t('layout.account', { name })} data-testid="account-menu">
          {name}
        </Button>
      </Dropdown>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
