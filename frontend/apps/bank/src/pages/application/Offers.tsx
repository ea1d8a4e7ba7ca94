import { Card, Table, Typography } from 'antd';
import type { BankApplicationView, Offer } from '@zrm/api';
import { currencyOf, formatDate, formatDateTime, formatInterestRate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/** The bank's own offers, newest first, with their conditions and last valid day. */
export function Offers({ application }: { application: BankApplicationView }) {
  const { t } = useTranslation();
  const currency = currencyOf(application.country);
  return (
    <Card title={t('bank.application.offers')}>
      <Table<Offer>
        rowKey="offer_id"
        size="small"
        pagination={false}
        dataSource={application.offers}
        locale={{ emptyText: t('bank.application.noOffers') }}
        columns={[
          { key: 'amount', title: t('application.banks.amount'), render: (_value, offer) => formatMoney(offer.amount * 100, currency) },
          { key: 'interest', title: t('application.banks.interest'), render: (_value, offer) => formatInterestRate(offer.interest_rate_bp) },
          { key: 'term', title: t('application.banks.term'), render: (_value, offer) => t('application.banks.months', { count: offer.term_months }) },
          {
            key: 'conditions',
            title: t('application.banks.conditions'),
            render: (_value, offer) => (offer.conditions ? <Typography.Text>{offer.conditions}</Typography.Text> : '-'),
          },
          {
            key: 'valid',
            title: t('application.banks.validUntil'),
            render: (_value, offer) => (offer.valid_until ? formatDate(offer.valid_until, application.country) : '-'),
          },
          { key: 'state', title: t('application.banks.status'), render: (_value, offer) => t(`application.banks.offerStates.${offer.state}`) },
          { key: 'created', title: t('bank.application.created'), render: (_value, offer) => formatDateTime(offer.created_at, application.country) },
        ]}
      />
    </Card>
  );
}
