import { Card, Descriptions, Flex, Typography } from 'antd';
import { useMyPagesMeQuery } from '@zrm/api';
import { formatPersonalId, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/** Home: the customer by first name, their personal id and the contact details ZRM has. */
export function HomePage() {
  const { t } = useTranslation();
  // The shell renders pages only once the customer has loaded.
  const { data: me } = useMyPagesMeQuery();
  if (!me) return null;
  const { customer } = me;
  const notGiven = <Typography.Text type="secondary">{t('mypages.notGiven')}</Typography.Text>;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }} data-testid="customer-home">
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="customer-greeting">
        {t('mypages.greeting', { name: customer.first_name })}
      </Typography.Title>
      <Card title={t('mypages.yourDetails')}>
        <Descriptions
          column={1}
          items={[
            {
              key: 'pni',
              label: t('mypages.personalId'),
              children: <span data-testid="customer-pni">{formatPersonalId(customer.pni, customer.country)}</span>,
            },
            {
              key: 'phone',
              label: t('mypages.phone'),
              children: (
                <span data-testid="customer-phone">
                  {customer.phone_number ? formatPhoneNumber(customer.phone_number) : notGiven}
                </span>
              ),
            },
            {
              key: 'email',
              label: t('mypages.email'),
              children: <span data-testid="customer-email">{customer.email ?? notGiven}</span>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
