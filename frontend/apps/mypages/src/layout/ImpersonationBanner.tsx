import { Alert } from 'antd';
import type { MyPagesMe } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/** Shown while a staff member looks at My Pages as the customer: whom, and who. */
export function ImpersonationBanner({ me }: { me: MyPagesMe }) {
  const { t } = useTranslation();
  if (!me.user.impersonate) return null;
  return (
    <Alert
      banner
      type="warning"
      data-testid="impersonation-banner"
      title={t('mypages.impersonation', {
        impersonator: me.user.impersonator_name ?? t('mypages.impersonatorUnknown'),
        customer: `${me.customer.first_name} ${me.customer.last_name}`,
      })}
    />
  );
}
