import { Card, Empty, Flex, Timeline, Typography } from 'antd';
import type { BankApplicationView } from '@zrm/api';
import { currencyOf, formatDateTime, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

/** What happened between the bank and the lender, newest first: who did it, amounts and reasons. */
export function Events({ application }: { application: BankApplicationView }) {
  const { t } = useTranslation();
  const currency = currencyOf(application.country);
  return (
    <Card title={t('bank.application.events')}>
      {application.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank.application.noEvents')} />
      ) : (
        <Timeline
          data-testid="bank-events"
          items={application.events.map((event, index) => ({
            key: `${event.at}-${index}`,
            color: event.by_bank ? 'blue' : 'gray',
            content: (
              <Flex vertical gap={2} data-testid={`bank-event-${index}`} data-kind={event.kind}>
                <Typography.Text strong>{t(`bank.application.event.${event.kind}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(event.at, application.country)} · {event.by_bank ? t('bank.application.byYourBank') : t('bank.application.byLender')}
                </Typography.Text>
                {event.amount != null && <Typography.Text>{formatMoney(event.amount * 100, currency)}</Typography.Text>}
                {event.reason && <Typography.Text>{event.reason}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}
