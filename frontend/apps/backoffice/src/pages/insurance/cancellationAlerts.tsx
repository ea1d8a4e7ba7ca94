import { Tag } from 'antd';
import type { CancellationAlert, CancellationAlertType } from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useEnumLabel, type PageSize } from '@zrm/ui';
import { useCallback } from 'react';

import { shortDetail } from './InsuranceEvents';

export const CANCELLATION_ALERT_TYPES = [
  'MISSING_2_PAYMENTS',
  'MISSING_3_PAYMENTS',
  'AUTOMATICALLY_CANCELED',
  'INACTIVE_MANDATE',
] as const satisfies readonly CancellationAlertType[];

/**
 * The page size of an insurance's alerts. The page's banner reads the same first page as the
 * alerts section shows, so the two share one request.
 */
export const INSURANCE_ALERTS_PAGE_SIZE: PageSize = 5;

/** The alerts that warn while the insurance still runs (the others say it has been cancelled). */
const WARNINGS: ReadonlySet<string> = new Set<CancellationAlertType>([
  'MISSING_2_PAYMENTS',
  'MISSING_3_PAYMENTS',
  'INACTIVE_MANDATE',
]);

export const isWarning = (alert: CancellationAlert) => WARNINGS.has(alert.alert_type);

const TAG_COLOURS: Record<CancellationAlertType, string> = {
  MISSING_2_PAYMENTS: 'warning',
  MISSING_3_PAYMENTS: 'error',
  AUTOMATICALLY_CANCELED: 'error',
  INACTIVE_MANDATE: 'warning',
};

/** An alert's type as a coloured tag with its name. */
export function AlertTypeTag({ alert, testId }: { alert: CancellationAlert; testId?: string }) {
  const enumLabel = useEnumLabel();
  return (
    <Tag color={TAG_COLOURS[alert.alert_type] ?? 'default'} data-testid={testId}>
      {enumLabel('cancellationAlerts', alert.alert_type)}
    </Tag>
  );
}

function field(detail: unknown, key: string): unknown {
  return detail !== null && typeof detail === 'object' ? (detail as Record<string, unknown>)[key] : undefined;
}

/**
 * What raised an alert in words: the missed payments in a row and the month of cover the run began
 * with, or the day the direct debit stopped. A detail of another shape is shown as it came.
 */
export function useAlertDetailText(): (alert: CancellationAlert) => string {
  const { t } = useTranslation();
  return useCallback(
    (alert: CancellationAlert) => {
      const missed = field(alert.detail, 'missed_in_a_row');
      const since = field(alert.detail, 'first_missed_period');
      if (typeof missed === 'number' && typeof since === 'string') {
        // A calendar date: the same day in either country.
        return t('insurance.alerts.missedInARow', { missed, since: formatDate(since) });
      }
      const stopped = field(alert.detail, 'mandate_stopped_on');
      if (typeof stopped === 'string') return t('insurance.alerts.mandateStopped', { date: formatDate(stopped) });
      return shortDetail(alert.detail);
    },
    [t],
  );
}
