import { AuditOutlined, HomeOutlined, LogoutOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Menu } from 'antd';
import { useMyPagesMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher, useLogout } from '@zrm/ui';
import { useLocation, useNavigate } from 'react-router-dom';

import { INSURANCE_PATH } from '../pages/insurance/paths';
import { GJELD_PATH } from '../session/CustomerGate';

/**
 * The customer's pages (home, the insurances, the debt register in Norway only), the language and logout: the sidebar,
 * or a bar on narrow screens.
 */
export function CustomerSidebar({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, isLoading } = useLogout();
  const { data: me } = useMyPagesMeQuery();
  const pages = [
    { key: '/', icon: <HomeOutlined />, label: t('common.home') },
    { key: INSURANCE_PATH, icon: <SafetyOutlined />, label: t('mypages.insurance.menu') },
  ];
  if (me?.customer.country === 'NO') {
    pages.push({ key: GJELD_PATH, icon: <AuditOutlined />, label: t('mypages.debt.menu') });
  }
  return (
    <Flex
      vertical={!narrow}
      justify="space-between"
      align={narrow ? 'center' : 'stretch'}
      gap={16}
      style={{ height: '100%', padding: narrow ? '8px 16px' : '16px 0' }}
    >
      <Menu
        mode={narrow ? 'horizontal' : 'inline'}
        selectedKeys={[pages.find((page) => page.key !== '/' && pathname.startsWith(page.key))?.key ?? pathname]}
        style={{ borderInlineEnd: 'none', flex: narrow ? 1 : undefined, minWidth: 0 }}
        items={pages}
        onClick={({ key }) => void navigate(key)}
      />
      <Flex vertical={!narrow} gap={8} style={{ padding: narrow ? 0 : '0 16px' }}>
        <LanguageSwitcher />
        <Button icon={<LogoutOutlined />} loading={isLoading} onClick={() => void logout()} data-testid="logout-button">
          {t('login.logout')}
        </Button>
      </Flex>
    </Flex>
  );
}
