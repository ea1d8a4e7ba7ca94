import type { useCancellationAlertsQuery } from '@zrm/api';
import type { PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readPaging, withPaging } from '../../lists/usePagingParams';
import { CANCELLATION_ALERT_TYPES } from './cancellationAlerts';

/** The alerts endpoint's query arguments (the generated type is not re-exported by @zrm/api). */
export type AlertListArgs = Parameters<typeof useCancellationAlertsQuery>[0] & object;

/**
 * The alert list's query arguments in the URL (?page=2&limit=10&type=MISSING_2_PAYMENTS), so the
 * list can be linked, survives reload and Back from an insurance returns to the same page.
 */
export function useAlertListArgs() {
  const [params, setParams] = useSearchParams();

  const paging = useMemo(() => readPaging(params), [params]);
  const args: AlertListArgs = useMemo(() => {
    const alertType = CANCELLATION_ALERT_TYPES.find((candidate) => candidate === params.get('type'));
    return { ...paging, ...(alertType && { alertType }) };
  }, [params, paging]);

  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit })),
    [setParams],
  );

  /** Changing the type returns to the first page. */
  const setType = useCallback(
    (value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('type', value);
        else next.delete('type');
        next.set('page', '1');
        return next;
      }),
    [setParams],
  );

  return { args, paging, setPage, setType };
}
