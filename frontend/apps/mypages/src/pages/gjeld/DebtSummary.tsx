import { Alert, Descriptions, Flex, Statistic } from 'antd';
import type { DebtData } from '@zrm/api';
import { formatDate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { DebtLoans } from './DebtLoans';

/**
 * The debt shared under the consent: the total, when it was fetched and when it is deleted at
 * the latest, how many creditors answered (and a note when some did not), the loans by type.
 */
export function DebtSummary({ data }: { data: DebtData }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Statistic
        title={t('mypages.debt.total')}
        value={formatMoney(data.total_balance, 'NOK')}
        data-testid="debt-total"
      />
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'verified',
            label: t('mypages.debt.verifiedAt'),
            children: <span data-testid="debt-verified-at">{formatDate(data.verified_at, 'NO')}</span>,
          },
          {
            key: 'delete',
            label: t('mypages.debt.deleteAfter'),
            children: <span data-testid="debt-delete-after">{formatDate(data.delete_after, 'NO')}</span>,
          },
          {
            key: 'answered',
            label: t('mypages.debt.creditorsAnswered'),
            children: <span data-testid="debt-creditors-answered">{data.creditors_answered}</span>,
          },
        ]}
      />
      {data.creditors_missing > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('mypages.debt.creditorsMissing', { count: data.creditors_missing })}
          data-testid="debt-creditors-missing"
        />
      )}
      <DebtLoans loans={data.loans} />
    </Flex>
  );
}
