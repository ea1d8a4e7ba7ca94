import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { selectUser, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher, useLogout } from '@zrm/ui';
import { Outlet } from 'react-router-dom';

/** The portal shell: product name, language, the signed-in user and logout (no notifications). */
export function BankLayout() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { logout, isLoading } = useLogout();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, borderBottom: '1px solid #e5e9f0' }}>
        <Typography.Text strong style={{ fontSize: 26, color: '#1f4e8c', letterSpacing: 1 }}>
          {t('common.productName')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {t('bank.portal')}
        </Typography.Text>
        <Flex align="center" gap={8}>
          <LanguageSwitcher />
          {user && <Typography.Text data-testid="bank-user">{user.name}</Typography.Text>}
          <Button icon={<LogoutOutlined />} loading={isLoading} onClick={() => void logout()} data-testid="logout">
            {t('login.logout')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
