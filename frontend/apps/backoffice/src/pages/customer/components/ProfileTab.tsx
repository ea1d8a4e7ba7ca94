import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, type DescriptionsProps } from 'antd';
import type { Customer } from '@zrm/api';
import { formatDateTime, formatPersonalId, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { EditCustomerModal } from './EditCustomerModal';

/** The customer's register entry; names, phone and e-mail can be edited (each change audited). */
export function ProfileTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const none = t('customer.none');
  const at = (value: string) => formatDateTime(value, customer.country);

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('customer.customerId'), children: customer.customer_id },
    { key: 'pni', label: t('customer.pni'), children: formatPersonalId(customer.pni, customer.country) },
    { key: 'first_name', label: t('customer.firstName'), children: customer.first_name },
    { key: 'last_name', label: t('customer.lastName'), children: customer.last_name },
    { key: 'phone', label: t('customer.phone'), children: formatPhoneNumber(customer.phone_number) || none },
    { key: 'email', label: t('customer.email'), children: customer.email || none },
    { key: 'country', label: t('customer.country'), children: t(`customer.countryName.${customer.country === 'NO' ? 'NO' : 'SE'}`) },
    { key: 'sverker', label: t('customer.sverkerId'), children: customer.sverker_id || none },
    { key: 'user', label: t('customer.userId'), children: customer.user_id || none },
    { key: 'created', label: t('customer.createdAt'), children: at(customer.created_at) },
    { key: 'updated', label: t('customer.updatedAt'), children: at(customer.updated_at) },
  ].map((item) => ({ ...item, children: <span data-testid={`customer-field-${item.key}`}>{item.children}</span> }));

  return (
    <Flex vertical gap={16}>
      {!customer.erased_at && (
        <Flex justify="flex-end">
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="customer-edit">
            {t('customer.edit')}
          </Button>
        </Flex>
      )}
      <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} data-testid="customer-profile" />
      <EditCustomerModal customer={customer} open={editing} onClose={() => setEditing(false)} />
    </Flex>
  );
}
