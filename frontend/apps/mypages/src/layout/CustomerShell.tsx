import { Flex, Grid, Layout, Typography } from 'antd';
import { toApiError, useMyPagesMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { BrandLogo, ErrorAlert, LAYOUT, LoadingScreen, RouteErrorBoundary } from '@zrm/ui';
import { Outlet, useLocation } from 'react-router-dom';

import { ConsentDrawer } from '../consents/ConsentDrawer';
import { CustomerSidebar } from './CustomerSidebar';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PublicFrame } from './PublicFrame';
import { SupportFooter } from './SupportFooter';

/**
 * The signed-in customer's frame: header (64 px) with the product, the impersonation banner, the
 * sidebar (280 px) with language and logout, the page, and customer service in the footer. While
 * the customer loads, the loading screen; a refused token (401) has logged out already and the
 * guard shows the login with the notice.
 */
export function CustomerShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const { data: me, error, refetch } = useMyPagesMeQuery();

  if (!me) {
    if (!error) return <LoadingScreen overlay />;
    return (
      <PublicFrame>
        <ErrorAlert
          error={toApiError(error)}
          message={t('mypages.meFailed')}
          onRetry={() => void refetch()}
          testId="me-error"
        />
      </PublicFrame>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: LAYOUT.headerHeight,
          borderBottom: '1px solid #e5e9f0',
        }}
      >
        <BrandLogo festive={false} size={36} />
        <Typography.Text strong style={{ fontSize: 22, color: '#1f4e8c' }} data-testid="product-name">
          {t('common.productName')} · {t('mypages.title')}
        </Typography.Text>
      </Layout.Header>
      <ImpersonationBanner me={me} />
      {narrow && (
        <div style={{ background: '#ffffff', borderBottom: '1px solid #e5e9f0' }}>
          <CustomerSidebar narrow />
        </div>
      )}
      <Layout hasSider={!narrow}>
        {!narrow && (
          <Layout.Sider width={LAYOUT.sidebarWidth} theme="light" style={{ borderInlineEnd: '1px solid #e5e9f0' }}>
            <CustomerSidebar narrow={false} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Content style={{ padding: 24 }}>
            <RouteErrorBoundary resetKey={pathname}>
              <Outlet />
            </RouteErrorBoundary>
          </Layout.Content>
          <SupportFooter country={me.customer.country} />
        </Layout>
      </Layout>
      <ConsentDrawer impersonated={me.user.impersonate} />
    </Layout>
  );
}
