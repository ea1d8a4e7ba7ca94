import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { toApiError, useCustomerQuery, type Customer } from '@zrm/api';
import { formatPersonalId } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound } from '@zrm/ui';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { ApplicationsTab } from './components/ApplicationsTab';
import { AuditTab } from './components/AuditTab';
import { ChecksTab } from './components/ChecksTab';
import { ConsentsTab } from './components/ConsentsTab';
import { CustomerActions } from './components/CustomerActions';
import { CustomerStatus } from './components/CustomerStatus';
import { DocumentsTab } from './components/DocumentsTab';
import { ProfileTab } from './components/ProfileTab';

export const CUSTOMER_TABS = ['profile', 'applications', 'consents', 'checks', 'documents', 'audit'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

function toTab(value: string | null): CustomerTab {
  return (CUSTOMER_TABS as readonly string[]).includes(value ?? '') ? (value as CustomerTab) : 'profile';
}

function fullName(customer: Customer): string {
  return `${customer.first_name} ${customer.last_name}`;
}

/**
 * /customers/{customer_id}: one customer's profile, consents, checks, documents and audit, with
 * block/unblock and (for data admins) export and erase. The open tab is in the URL (?tab=checks).
 * The customer is fetched once per visit: each fetch is audited as a view.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const id = /^\d{1,15}$/.test(customerId) ? Number(customerId) : null;
  const { data: customer, error, isLoading, refetch } = useCustomerQuery(id === null ? skipToken : { id }, {
    refetchOnMountOrArgChange: true,
  });
  if (id === null) return <NotFound />;
  const apiError = error ? toApiError(error) : null;
  const tab = toTab(params.get('tab'));

  const header = (title: ReactNode) => (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
        <Link to="/customers" aria-label={t('common.back')} style={{ marginRight: 12 }}>
          <ArrowLeftOutlined />
        </Link>
        {title}
      </Typography.Title>
    </Flex>
  );

  if (apiError?.status === 404) {
    return (
      <Card>
        {header(String(id))}
        <Result status="404" title={t('customer.notFound', { id })} data-testid="customer-not-found" />
      </Card>
    );
  }
  if (!customer) {
    return (
      <Card>
        {header(String(id))}
        {apiError ? (
          <ErrorAlert error={apiError} message={t('customer.loadFailed')} onRetry={() => void refetch()} testId="customer-error" />
        ) : (
          <Skeleton active loading={isLoading} />
        )}
      </Card>
    );
  }

  const items = [
    { key: 'profile', label: t('customer.tabs.profile'), children: <ProfileTab customer={customer} /> },
    { key: 'applications', label: t('customer.tabs.applications'), children: <ApplicationsTab customer={customer} /> },
    { key: 'consents', label: t('customer.tabs.consents'), children: <ConsentsTab customer={customer} /> },
    { key: 'checks', label: t('customer.tabs.checks'), children: <ChecksTab customer={customer} /> },
    { key: 'documents', label: t('customer.tabs.documents'), children: <DocumentsTab customer={customer} /> },
    { key: 'audit', label: t('customer.tabs.audit'), children: <AuditTab customer={customer} /> },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <div>
            {header(fullName(customer))}
            <Typography.Text type="secondary" data-testid="customer-pni" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPersonalId(customer.pni, customer.country)} · {t(`customer.countryName.${customer.country === 'NO' ? 'NO' : 'SE'}`)}
            </Typography.Text>
          </div>
          <CustomerActions customer={customer} name={fullName(customer)} />
        </Flex>
        <CustomerStatus customer={customer} />
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          items={items.map((item) => ({ ...item, label: <span data-testid={`customer-tab-${item.key}`}>{item.label}</span> }))}
        />
      </Flex>
    </Card>
  );
}
