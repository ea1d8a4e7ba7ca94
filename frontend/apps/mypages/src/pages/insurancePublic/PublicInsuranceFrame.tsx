import { Skeleton } from 'antd';
import { toApiError, useMyPagesMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, RouteErrorBoundary } from '@zrm/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { PublicFrame } from '../../layout/PublicFrame';
import { CustomerGate } from '../../session/CustomerGate';

/** As wide as the terms form. */
const PUBLIC_INSURANCE_WIDTH = 720;

/** The signed-in customer's page once they are known (the pages read the country and whether
 * an employee impersonates). */
function WithCustomer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, error, refetch } = useMyPagesMeQuery();
  if (me) return <>{children}</>;
  if (!error) return <Skeleton active />;
  return (
    <ErrorAlert
      error={toApiError(error)}
      message={t('mypages.meFailed')}
      onRetry={() => void refetch()}
      testId="me-error"
    />
  );
}

/**
 * A public insurance page (spec 2 §2): outside the customer shell, a plain page with the logo
 * and the language switcher, no sidebar. With `signIn`, the page needs the customer: without a
 * session the customer guard shows the country's BankID sign-in in its place and remembers the
 * page, so the sign-in's callback comes back to it; a customer already signed in goes straight on.
 */
export function PublicInsuranceFrame({ signIn, children }: { signIn: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const page = (
    <PublicFrame width={PUBLIC_INSURANCE_WIDTH}>
      <div data-testid="public-insurance-page">
        <RouteErrorBoundary resetKey={pathname}>
          {signIn ? <WithCustomer>{children}</WithCustomer> : children}
        </RouteErrorBoundary>
      </div>
    </PublicFrame>
  );
  return signIn ? <CustomerGate>{page}</CustomerGate> : page;
}
