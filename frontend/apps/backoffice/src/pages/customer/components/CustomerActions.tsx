import { DownloadOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { selectUser, toApiError, useAppSelector, useDownloadCustomerExportMutation, type Customer } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { CUSTOMER_DATA_ADMIN, isAdmitted } from '@zrm/policy';
import { useState } from 'react';

import { BlockModal } from './BlockModal';
import { CustomerChatButton } from './CustomerChatButton';
import { EraseModal } from './EraseModal';
import { OpenMyPagesButton } from './OpenMyPagesButton';

/**
 * Block or unblock (every customer-register user), open the customer's My Pages (ImpersonateCustomer),
 * export and erase (data admins; display only, the gateway enforces the same requirement). An erased customer has nothing left to act on but
 * the export.
 */
export function CustomerActions({ customer, name }: { customer: Customer; name: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const user = useAppSelector(selectUser);
  const dataAdmin = isAdmitted(CUSTOMER_DATA_ADMIN, user?.roles ?? []);
  const [dialog, setDialog] = useState<'block' | 'unblock' | 'erase' | null>(null);
  const [exportCustomer, exporting] = useDownloadCustomerExportMutation();
  const erased = Boolean(customer.erased_at);

  const runExport = async () => {
    const result = await exportCustomer({ id: customer.customer_id });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      notification.error({ title: t('customer.exportFailed'), description: error.detail, key: 'export' });
      return;
    }
    notification.success({ title: t('customer.exported', { file: result.data.fileName }), key: 'export' });
  };

  return (
    <Flex gap={8} wrap>
      <CustomerChatButton customer={customer} name={name} />
      <OpenMyPagesButton customer={customer} />
      {!erased &&
        (customer.blocked_at ? (
          <Button icon={<UnlockOutlined />} onClick={() => setDialog('unblock')} data-testid="customer-unblock">
            {t('customer.unblock')}
          </Button>
        ) : (
          <Button danger icon={<StopOutlined />} onClick={() => setDialog('block')} data-testid="customer-block">
            {t('customer.block')}
          </Button>
        ))}
      {dataAdmin && (
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isLoading}
          onClick={() => void runExport()}
          data-testid="customer-export"
        >
          {t('customer.export')}
        </Button>
      )}
      {dataAdmin && !erased && (
        <Button danger type="primary" onClick={() => setDialog('erase')} data-testid="customer-erase">
          {t('customer.erase')}
        </Button>
      )}
      <BlockModal
        customer={customer}
        name={name}
        mode={dialog === 'block' || dialog === 'unblock' ? dialog : null}
        onClose={() => setDialog(null)}
      />
      <EraseModal customer={customer} name={name} open={dialog === 'erase'} onClose={() => setDialog(null)} />
    </Flex>
  );
}
