import { App, Button, Card, Flex, List, Select, Switch, Typography } from 'antd';
import { selectUser, toApiError, useAppSelector, useScheduleOfDeskQuery, useSetScheduleDayMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useEffect, useState } from 'react';

import type { Country } from './days';

/** The ordinary working day of someone without an entry (the gateway's slots use the same). */
const ORDINARY = { starts: '08:00', ends: '17:00' };

/** Half hours from 06:00 to 21:00, the times a working day may start or end. */
const TIMES = Array.from({ length: 31 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

interface Props {
  day: string;
  country: Country;
  /** The own calendar sets the caller's day; the all-meetings calendar only shows who works. */
  editable: boolean;
}

/**
 * The day view's working day: who works the mortgage desk of the country that day (their hours
 * or a day off), and in the own calendar the caller's hours to set. The free slots follow them.
 */
export function WorkingDay({ day, country, editable }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const user = useAppSelector(selectUser);
  const { data, error, refetch } = useScheduleOfDeskQuery({ day, product: 'MO', country, limit: 50 });
  const [save, saving] = useSetScheduleDayMutation();
  const mine = data?.items.find((entry) => entry.user_id === user?.user_id);
  const [working, setWorking] = useState(true);
  const [starts, setStarts] = useState(ORDINARY.starts);
  const [ends, setEnds] = useState(ORDINARY.ends);

  useEffect(() => {
    setWorking(mine?.working ?? true);
    setStarts(mine?.starts ?? ORDINARY.starts);
    setEnds(mine?.ends ?? ORDINARY.ends);
  }, [mine?.working, mine?.starts, mine?.ends, day]);

  const submit = async () => {
    const result = await save({
      setScheduleDayRequest: { day, product: 'MO', country, working, ...(working ? { starts, ends } : {}) },
    });
    if ('error' in result && result.error) {
      notification.error({ title: t('calendar.workingDay.saveFailed'), description: toApiError(result.error).detail, key: 'working-day' });
      return;
    }
    notification.success({ title: t('calendar.workingDay.saved'), key: 'working-day' });
  };

  return (
    <Card size="small" title={t('calendar.workingDay.title', { day })} data-testid="working-day">
      <Flex vertical gap={12}>
        {editable && (
          <Flex gap={12} align="center" wrap data-testid="working-day-form">
            <Switch
              checked={working}
              onChange={setWorking}
              checkedChildren={t('calendar.workingDay.working')}
              unCheckedChildren={t('calendar.workingDay.off')}
              data-testid="working-day-working"
            />
            {working && (
              <>
                <Select
                  value={starts}
                  onChange={setStarts}
                  options={TIMES.map((time) => ({ value: time, label: time }))}
                  aria-label={t('calendar.workingDay.starts')}
                  style={{ width: 100 }}
                  virtual={false}
                  data-testid="working-day-starts"
                />
                <Typography.Text>–</Typography.Text>
                <Select
                  value={ends}
                  onChange={setEnds}
                  options={TIMES.filter((time) => time > starts).map((time) => ({ value: time, label: time }))}
                  aria-label={t('calendar.workingDay.ends')}
                  style={{ width: 100 }}
                  virtual={false}
                  data-testid="working-day-ends"
                />
              </>
            )}
            <Button type="primary" size="small" loading={saving.isLoading} onClick={() => void submit()} data-testid="working-day-save">
              {t('calendar.workingDay.save')}
            </Button>
          </Flex>
        )}
        {error && <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="working-day-error" />}
        <List
          size="small"
          header={<Typography.Text strong>{t('calendar.workingDay.who')}</Typography.Text>}
          locale={{ emptyText: t('calendar.workingDay.nobody') }}
          dataSource={data?.items ?? []}
          data-testid="working-day-list"
          renderItem={(entry) => (
            <List.Item key={entry.user_id} data-testid={`working-day-${entry.user_id}`}>
              <Typography.Text>{entry.name}</Typography.Text>
              <Typography.Text type={entry.working ? undefined : 'secondary'}>
                {entry.working ? `${entry.starts ?? ''}–${entry.ends ?? ''}` : t('calendar.workingDay.off')}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
