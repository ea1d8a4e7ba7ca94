import { Flex, Layout } from 'antd';
import { selectActiveCoordinate, useAppSelector, useMeQuery } from '@zrm/api';
import { LanguageSwitcher, LoadingScreen, RouteErrorBoundary } from '@zrm/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { ChatDock } from '../chat/ChatDock';
import { NotificationBell } from '../notifications/NotificationBell';
import { SearchDrawer } from '../search/SearchDrawer';
import { SettingsSync } from '../settings/SettingsSync';
import { AccountMenu } from './AccountMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { CoordinateSwitchOverlay } from './CoordinateSwitchOverlay';
import { HeaderLogo } from './HeaderLogo';
import { MainMenu } from './MainMenu';

/**
 * The staff frame: header (logo, menu, search, language, notifications, account), breadcrumbs, the
 * SMS chat dock, and the
 * page, which loads with the loading screen and fails with the 500 page instead of a blank window.
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  // Keeps name, roles and coordinates current after sign-in (they can change while a token lives).
  useMeQuery();
  const coordinate = useAppSelector(selectActiveCoordinate);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e9f0' }}>
        <HeaderLogo />
        <MainMenu />
        <Flex align="center" gap={8}>
          <SearchDrawer />
          <LanguageSwitcher />
          <NotificationBell />
          <AccountMenu />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Breadcrumbs />
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            {/* Another coordinate is another data region: the page starts over, its own state too. */}
            <Outlet key={coordinate ?? 'none'} />
          </Suspense>
        </RouteErrorBoundary>
      </Layout.Content>
      <CoordinateSwitchOverlay />
      <ChatDock />
      <SettingsSync />
    </Layout>
  );
}
