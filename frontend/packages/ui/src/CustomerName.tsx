import { Typography } from 'antd';
import { useCustomerNameQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

export interface CustomerNameProps {
  customerId: number;
  testId?: string;
}

/**
 * A customer's name wherever only the id is at hand (GET /customer/name/{id}, cached per id):
 * "Loading..." while it loads and "Name not found" when the lookup fails, never an empty cell.
 */
export function CustomerName({ customerId, testId }: CustomerNameProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useCustomerNameQuery({ id: customerId });
  if (isLoading) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-state="loading">
        {t('customers.nameLoading')}
      </Typography.Text>
    );
  }
  if (isError || !data) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-state="not-found">
        {t('customers.nameNotFound')}
      </Typography.Text>
    );
  }
  return (
    <span data-testid={testId} data-state="found">
      {`${data.first_name} ${data.last_name}`}
    </span>
  );
}
