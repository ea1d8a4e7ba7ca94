import { CheckOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { selectUser, useAppSelector, type Bank } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useLogout } from '@zrm/ui';

import { bankKey, useChosenBank } from '../chosenBank';
import { deviceId } from '../deviceId';

/** The bank user's account menu: name, the country-and-product selector, device id, logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { logout, isLoading } = useLogout();
  const { banks, bank: chosen, choose } = useChosenBank();
  const label = (bank: Bank) =>
    t('bank.bankChoice', {
      country: t(`bank.countries.${bank.country as 'SE' | 'NO'}`),
      product: t(`bank.products.${bank.product as 'mortgage'}`),
    });
  const items: ItemType[] = [
    { key: 'who', label: user?.name ?? '', disabled: true },
    {
      type: 'group',
      key: 'banks',
      label: t('bank.chosenBank'),
      children: banks.map((bank) => ({
        key: `bank:${bankKey(bank)}`,
        icon: chosen && bankKey(chosen) === bankKey(bank) ? <CheckOutlined /> : undefined,
        label: <span data-testid={`bank-choice-${bankKey(bank)}`}>{label(bank)}</span>,
      })),
    },
    { key: 'device', label: <span data-testid="device-id">{t('bank.deviceId', { id: deviceId() })}</span>, disabled: true },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('login.logout')}</span>, disabled: isLoading },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
          else if (key.startsWith('bank:')) choose(key.slice('bank:'.length));
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />} data-testid="account-menu">
        {user?.name}
        {chosen && ` · ${label(chosen)}`}
      </Button>
    </Dropdown>
  );
}
