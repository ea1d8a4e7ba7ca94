import { Select } from 'antd';
import { LOOKUP_REASONS, type LookupReason } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback, useState } from 'react';

/*
 * The reason is asked for every customer search (kdlt keeps it in the audit of each customer
 * found). Chosen once per browser tab: someone answering calls all day searches for the same
 * reason, and a new tab asks again rather than carrying yesterday's choice.
 */
const STORAGE_KEY = 'zrm.customerLookupReason';

function isLookupReason(value: string | null): value is LookupReason {
  return LOOKUP_REASONS.some((reason) => reason === value);
}

function storedReason(): LookupReason | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return isLookupReason(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The lookup reason of this tab, and its setter (remembered for the tab's session). */
export function useLookupReason(): [LookupReason | null, (reason: LookupReason) => void] {
  const [reason, setReason] = useState<LookupReason | null>(storedReason);
  const choose = useCallback((next: LookupReason) => {
    setReason(next);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts while the page does.
    }
  }, []);
  return [reason, choose];
}

export interface LookupReasonSelectProps {
  value: LookupReason | null;
  onChange: (reason: LookupReason) => void;
  testId: string;
  width?: number | string;
}

export function LookupReasonSelect({ value, onChange, testId, width = 230 }: LookupReasonSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<LookupReason>
      aria-label={t('customers.reason.label')}
      placeholder={t('customers.reason.placeholder')}
      style={{ width }}
      value={value ?? undefined}
      onChange={onChange}
      status={value ? undefined : 'warning'}
      data-testid={testId}
      options={LOOKUP_REASONS.map((reason) => ({ value: reason, label: t(`customers.reason.codes.${reason}`) }))}
    />
  );
}
