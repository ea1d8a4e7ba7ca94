import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher } from '@zrm/ui';
import { Link, Outlet } from 'react-router-dom';

import { AccountMenu } from './AccountMenu';

/** The portal shell: product name, language and the account menu (no notifications). */
export function BankLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, borderBottom: '1px solid #e5e9f0' }}>
        <Link to="/bank">
          <Typography.Text strong style={{ fontSize: 26, color: '#1f4e8c', letterSpacing: 1 }}>
            {t('common.productName')}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {t('bank.portal')}
        </Typography.Text>
        <Flex align="center" gap={8}>
          <LanguageSwitcher />
          <AccountMenu />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
