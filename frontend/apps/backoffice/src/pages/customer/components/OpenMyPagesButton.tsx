import { ExportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { selectUser, toApiError, useAppSelector, useImpersonateCustomerMutation, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { IMPERSONATE_CUSTOMER, isAdmitted } from '@zrm/policy';

/**
 * "Open My Pages" (ImpersonateCustomer; display only, the gateway enforces the same requirement):
 * the customer's My Pages opens in a new tab, signed in as the customer and marked with the
 * employee. The tab is opened before the call, so the browser does not take it for a pop-up.
 */
export function OpenMyPagesButton({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const user = useAppSelector(selectUser);
  const [impersonate, { isLoading }] = useImpersonateCustomerMutation();
  if (!isAdmitted(IMPERSONATE_CUSTOMER, user?.roles ?? []) || customer.erased_at) return null;

  const open = async () => {
    const tab = window.open('', '_blank');
    const result = await impersonate({ customerIdRequest: { customer_id: customer.customer_id } });
    if ('error' in result && result.error) {
      tab?.close();
      const error = toApiError(result.error);
      notification.error({ title: t('customer.openMyPagesFailed'), description: error.detail, key: 'impersonate' });
      return;
    }
    if (tab) tab.location.href = result.data.url;
    else window.location.assign(result.data.url);
  };

  return (
    <Button
      icon={<ExportOutlined />}
      loading={isLoading}
      onClick={() => void open()}
      data-testid="customer-open-my-pages"
    >
      {t('customer.openMyPages')}
    </Button>
  );
}
