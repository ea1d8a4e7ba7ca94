import { Flex, Tag, type TableProps } from 'antd';
import type { Customer } from '@zrm/api';
import { formatPersonalId, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useMemo } from 'react';

export const customerPath = (customer: Pick<Customer, 'customer_id'>) => `/customers/${customer.customer_id}`;

/** The Customer list's columns: PNI, first name, last name, phone, e-mail. */
export function useCustomerColumns(): NonNullable<TableProps<Customer>['columns']> {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'pni',
        title: t('customers.pni'),
        // Kept in view when the table scrolls sideways on a narrow (1366-px) screen.
        fixed: 'left',
        render: (_, customer) => (
          <Flex gap={6} align="center" wrap={false}>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPersonalId(customer.pni, customer.country)}</span>
            {customer.erased_at ? (
              <Tag>{t('customers.erased')}</Tag>
            ) : (
              customer.blocked_at && <Tag color="error">{t('customers.blocked')}</Tag>
            )}
          </Flex>
        ),
      },
      { key: 'first_name', title: t('customers.firstName'), dataIndex: 'first_name' },
      { key: 'last_name', title: t('customers.lastName'), dataIndex: 'last_name' },
      {
        key: 'phone',
        title: t('customers.phone'),
        render: (_, customer) => formatPhoneNumber(customer.phone_number) || '-',
      },
      { key: 'email', title: t('customers.email'), render: (_, customer) => customer.email ?? '-' },
    ],
    [t],
  );
}
