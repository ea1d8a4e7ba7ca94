import { Card, Descriptions, Empty } from 'antd';
import type { BankApplicationView } from '@zrm/api';
import { currencyOf, formatMoney, formatPostalCode } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/** The property the loan is for, as the lender holds it, with the latest valuation. */
export function PropertyCard({ application }: { application: BankApplicationView }) {
  const { t } = useTranslation();
  const property = application.property;
  const currency = currencyOf(application.country);
  const money = (amount: number | null | undefined) => (amount == null ? '-' : formatMoney(amount * 100, currency));
  return (
    <Card title={t('application.property.title')} data-testid="bank-property">
      {property ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('application.property.type')}>{t(`application.property.types.${property.property_type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('application.property.address')}>
            {`${property.street_address}, ${formatPostalCode(property.postal_code, application.country)} ${property.city}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('application.property.livingArea')}>{property.living_area_m2 ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('application.property.estimatedValue')}>{money(property.estimated_value)}</Descriptions.Item>
          <Descriptions.Item label={t('application.property.monthlyFee')}>{money(property.monthly_fee)}</Descriptions.Item>
          <Descriptions.Item label={t('application.property.marketValue')}>{money(property.valuation?.market_value)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('application.property.none')} />
      )}
    </Card>
  );
}
