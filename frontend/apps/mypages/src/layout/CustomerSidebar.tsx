import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Menu } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher, useLogout } from '@zrm/ui';
import { useLocation, useNavigate } from 'react-router-dom';

/** The customer's pages, the language and logout: the sidebar, or a bar on narrow screens. */
export function CustomerSidebar({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, isLoading } = useLogout();
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
        selectedKeys={[pathname]}
        style={{ borderInlineEnd: 'none', flex: narrow ? 1 : undefined, minWidth: 0 }}
        items={[{ key: '/', icon: <HomeOutlined />, label: t('common.home') }]}
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
