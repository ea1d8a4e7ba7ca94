import type { LeadListArgs } from '@zrm/api';
import type { PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readPaging, withPaging } from '../../lists/usePagingParams';

export type LeadFilter = 'includeFailed' | 'includeHandled' | 'unassignedOnly';

const FLAG_PARAMS: Record<LeadFilter, string> = {
  includeFailed: 'failed',
  includeHandled: 'handled',
  unassignedOnly: 'unassigned',
};

/**
 * The list's query arguments live in the URL (?page=2&limit=10&failed=1), so a page can be
 * linked, survives reload, and the table's paging maps one-to-one onto the RTK Query cache key.
 */
export function useLeadListArgs() {
  const [params, setParams] = useSearchParams();

  const args: LeadListArgs = useMemo(() => {
    return {
      ...readPaging(params),
      includeFailed: params.get(FLAG_PARAMS.includeFailed) === '1',
      includeHandled: params.get(FLAG_PARAMS.includeHandled) === '1',
      unassignedOnly: params.get(FLAG_PARAMS.unassignedOnly) === '1',
    };
  }, [params]);

  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit })),
    [setParams],
  );

  /** Changing a filter returns to the first page. */
  const setFilter = useCallback(
    (filter: LeadFilter, on: boolean) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(FLAG_PARAMS[filter], '1');
        else next.delete(FLAG_PARAMS[filter]);
        next.set('page', '1');
        return next;
      }),
    [setParams],
  );

  return { args, setPage, setFilter };
}
