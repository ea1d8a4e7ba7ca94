import { Flex, Layout, Menu, Typography } from 'antd';
import { selectUser, useAppSelector, useMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { CUSTOMERS, isAdmitted, MORTGAGE_ADMIN } from '@zrm/policy';
import { LanguageSwitcher } from '@zrm/ui';
import { Link, Outlet, useLocation } from 'react-router-dom';

import { NotificationBell } from '../notifications/NotificationBell';
import { AccountMenu } from './AccountMenu';
import { mortgageCountries } from './coordinates';

/** Which menu entry a path belongs to. */
const MENU_SECTIONS = [
  { key: 'myApplications', prefix: '/mortgage/my_applications' },
  { key: 'applications', prefix: '/mortgage/application' },
  { key: 'applications', prefix: '/mortgage/_application' },
  { key: 'deactivationReviews', prefix: '/mortgage/deactivation-reviews' },
  { key: 'budgetSettings', prefix: '/mortgage/budget-settings' },
  // calendar-all before calendar, whose prefix it shares.
  { key: 'calendarAll', prefix: '/mortgage/meetings/calendar-all' },
  { key: 'calendar', prefix: '/mortgage/meetings/calendar' },
  { key: 'myLeads', prefix: '/mortgage/my-leads' },
  { key: 'leads', prefix: '/mortgage/' },
  { key: 'customers', prefix: '/customers' },
  { key: 'notifications', prefix: '/notifications' },
] as const;

/** Header (logo, main menu, language, notifications, account) over the page. */
export function StaffLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Keeps name and roles current after sign-in (roles can change while a token lives).
  useMeQuery();
  const user = useAppSelector(selectUser);
  // The most specific section first: /mortgage/applications is not also the leads.
  const section = MENU_SECTIONS.find(({ prefix }) => pathname.startsWith(prefix));
  const selected = section ? [section.key] : [];
  // Users whose coordinates include product Mortgage (`MO…`) work the mortgage desk.
  const mortgages = mortgageCountries(user?.zoordinates).length > 0;
  // Display only: the gateway refuses the customer register to everyone else (403).
  const showCustomers = isAdmitted(CUSTOMERS, user?.roles ?? []);
  const reviewsDeactivations = mortgages && isAdmitted(MORTGAGE_ADMIN, user?.roles ?? []);
  // The all-meetings calendar and the budget settings have the same audience: mortgage admins on
  // the mortgage desk.
  const seesAllMeetings = reviewsDeactivations;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e9f0' }}>
        <Link to="/mortgage/leads" aria-label="ZRM" data-testid="logo">
          <Typography.Text strong style={{ fontSize: 26, color: '#1f4e8c', letterSpacing: 1 }}>
            {t('common.productName')}
          </Typography.Text>
        </Link>
        <Menu
          mode="horizontal"
          aria-label={t('layout.mainMenu')}
          selectedKeys={selected}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
          items={[
            { key: 'leads', label: <Link to="/mortgage/leads">{t('layout.leads')}</Link> },
            ...(mortgages
              ? [
                  {
                    key: 'myLeads',
                    label: (
                      <Link to="/mortgage/my-leads" data-testid="menu-my-leads">
                        {t('layout.myLeads')}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(mortgages
              ? [
                  {
                    key: 'applications',
                    label: (
                      <Link to="/mortgage/applications" data-testid="menu-applications">
                        {t('layout.applications')}
                      </Link>
                    ),
                  },
                  {
                    key: 'myApplications',
                    label: (
                      <Link to="/mortgage/my_applications" data-testid="menu-my-applications">
                        {t('layout.myApplications')}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(reviewsDeactivations
              ? [
                  {
                    key: 'deactivationReviews',
                    label: (
                      <Link to="/mortgage/deactivation-reviews" data-testid="menu-deactivation-reviews">
                        {t('layout.deactivationReviews')}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(showCustomers
              ? [{ key: 'customers', label: <Link to="/customers" data-testid="menu-customers">{t('layout.customers')}</Link> }]
              : []),
            // Last: when the header is too narrow, these move into the overflow menu, not older entries.
            ...(mortgages
              ? [
                  {
                    key: 'calendar',
                    label: (
                      <Link to="/mortgage/meetings/calendar" data-testid="menu-calendar">
                        {t('layout.calendar')}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(seesAllMeetings
              ? [
                  {
                    key: 'calendarAll',
                    label: (
                      <Link to="/mortgage/meetings/calendar-all" data-testid="menu-calendar-all">
                        {t('layout.calendarAll')}
                      </Link>
                    ),
                  },
                  {
                    key: 'budgetSettings',
                    label: (
                      <Link to="/mortgage/budget-settings" data-testid="menu-budget-settings">
                        {t('layout.budgetSettings')}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Flex align="center" gap={8}>
          <LanguageSwitcher />
          <NotificationBell />
          <AccountMenu />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
