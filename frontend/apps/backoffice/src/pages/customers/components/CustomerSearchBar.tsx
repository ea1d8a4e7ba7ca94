import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { CUSTOMER_SEARCH_KEYS, type LookupReason, type SearchKey } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEffect } from 'react';

import type { CustomerSearch } from '../useCustomerListArgs';
import { LookupReasonSelect, useLookupReason } from './LookupReasonSelect';

interface SearchForm {
  key: SearchKey;
  value: string;
  reason: LookupReason | null;
}

export interface CustomerSearchBarProps {
  search: CustomerSearch | null;
  onSearch: (search: CustomerSearch | null) => void;
}

/**
 * One key and its whole value (the register matches whole values only, so a partial personal
 * id or e-mail finds nothing, and the hint says so; a name is found by a part), and the reason
 * for the lookup, which the audit keeps. Clearing returns to the full list.
 */
export function CustomerSearchBar({ search, onSearch }: CustomerSearchBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchForm>();
  const [reason, setReason] = useLookupReason();

  // The shown search follows the one in the history entry (back from a customer); the reason
  // chosen in this tab stays as chosen.
  useEffect(() => {
    form.setFieldsValue({ key: search?.key ?? 'pni', value: search?.value ?? '' });
    if (search) form.setFieldsValue({ reason: search.reason });
  }, [form, search]);

  return (
    <Form<SearchForm>
      form={form}
      layout="inline"
      initialValues={{ key: search?.key ?? 'pni', value: search?.value ?? '', reason: search?.reason ?? reason }}
      onFinish={({ key, value, reason: chosen }) => {
        if (chosen) onSearch({ key, value: value.trim(), reason: chosen });
      }}
      data-testid="customer-search"
    >
      <Form.Item name="key" label={t('customers.searchBy')}>
        <Select<SearchKey>
          style={{ width: 170 }}
          data-testid="customer-search-key"
          options={CUSTOMER_SEARCH_KEYS.map((key) => ({ value: key, label: t(`customers.key.${key}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="value"
        rules={[{ required: true, whitespace: true, message: t('customers.valueRequired') }]}
        extra={<Typography.Text type="secondary">{t('customers.searchHint')}</Typography.Text>}
      >
        <Input
          allowClear
          style={{ width: 280 }}
          aria-label={t('customers.searchValue')}
          placeholder={t('customers.searchValue')}
          maxLength={254}
          data-testid="customer-search-value"
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('customers.reason.label')}
        rules={[{ required: true, message: t('customers.reason.required') }]}
      >
        <LookupReasonSelect value={reason} onChange={setReason} testId="customer-search-reason" />
      </Form.Item>
      <Flex gap={8} align="flex-start">
        <Button type="primary" htmlType="submit" data-testid="customer-search-submit">
          {t('customers.search')}
        </Button>
        {search && (
          <Button
            onClick={() => {
              form.setFieldsValue({ value: '' });
              onSearch(null);
            }}
            data-testid="customer-search-clear"
          >
            {t('customers.clear')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
