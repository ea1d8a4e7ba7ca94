import { APPLICATION_STATUSES, APPLICATION_SUBSTATUSES, type ApplicationListArgs } from '@zrm/api';
import type { ApplicationStatus, Substatus } from '@zrm/api';
import type { PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readPaging, withPaging } from '../../lists/usePagingParams';

function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const raw = params.get(name);
  if (!raw) return [];
  return raw.split(',').filter((value): value is T => (allowed as readonly string[]).includes(value));
}

export type ApplicationFilterChange =
  | { statuses: ApplicationStatus[] }
  | { substatuses: Substatus[] }
  | { unassignedOnly: boolean };

/**
 * The table's query lives in the URL (`?status=ACTIVE&substatus=DRAFT,COMPLETE&page=2`), so a
 * view can be linked and survives reload; a filter change returns to the first page.
 */
export function useApplicationListArgs(mine: boolean) {
  const [params, setParams] = useSearchParams();

  const args: ApplicationListArgs = useMemo(
    () => ({
      mine,
      statuses: listParam(params, 'status', APPLICATION_STATUSES),
      substatuses: listParam(params, 'substatus', APPLICATION_SUBSTATUSES),
      unassignedOnly: params.get('unassigned') === '1',
      ...readPaging(params),
    }),
    [params, mine],
  );

  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit })),
    [setParams],
  );

  const setFilter = useCallback(
    (change: ApplicationFilterChange) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const put = (name: string, values: readonly string[]) =>
          values.length > 0 ? next.set(name, values.join(',')) : next.delete(name);
        if ('statuses' in change) put('status', change.statuses);
        if ('substatuses' in change) put('substatus', change.substatuses);
        if ('unassignedOnly' in change) {
          if (change.unassignedOnly) next.set('unassigned', '1');
          else next.delete('unassigned');
        }
        next.set('page', '1');
        return next;
      }),
    [setParams],
  );

  return { args, setPage, setFilter };
}
