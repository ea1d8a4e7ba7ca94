import { Alert } from 'antd';
import { useCancellationAlertsQuery, type Insurance } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useEnumLabel } from '@zrm/ui';

import { hasEnded } from './CancelInsurance';
import { INSURANCE_ALERTS_PAGE_SIZE, isWarning, useAlertDetailText } from './cancellationAlerts';

/**
 * A warning at the top of the insurance's page while its newest cancellation alert warns of missed
 * payments or a stopped direct debit and the insurance still runs; nothing otherwise.
 */
export function AlertBanner({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const detailText = useAlertDetailText();
  const { data } = useCancellationAlertsQuery({
    insuranceId: insurance.insurance_id,
    page: 1,
    limit: INSURANCE_ALERTS_PAGE_SIZE,
  });
  const newest = data?.items[0];
  if (!newest || !isWarning(newest) || hasEnded(insurance.substatus)) return null;

  const raised = t('insurance.alerts.raisedOn', { at: formatDateTime(newest.raised_at, insurance.country) });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="insurance-alert-banner"
      title={t('insurance.alerts.banner', { alert: enumLabel('cancellationAlerts', newest.alert_type) })}
      description={`${detailText(newest)} · ${raised}`}
    />
  );
}
