import type { CountryCode, useWinbackableQuery } from '@zrm/api';
import type { PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readPaging, withPaging } from '../../lists/usePagingParams';
import { INSURANCE_GROUPS } from './useInsuranceListArgs';

export const WINBACK_COUNTRIES = ['SE', 'NO'] as const satisfies readonly CountryCode[];

export type WinbackFilter = 'country' | 'group';

/** The winback endpoint's query arguments (the generated type is not re-exported by @zrm/api). */
export type WinbackListArgs = Parameters<typeof useWinbackableQuery>[0] & object;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The winback list's query arguments in the URL (?page=2&limit=10&country=SE&group=ACCIDENT_INSURANCE),
 * so the list can be linked, survives reload and Back from an insurance returns to the same page.
 */
export function useWinbackListArgs() {
  const [params, setParams] = useSearchParams();

  const paging = useMemo(() => readPaging(params), [params]);
  const args: WinbackListArgs = useMemo(() => {
    const country = oneOf(WINBACK_COUNTRIES, params.get('country'));
    const insuranceGroup = oneOf(INSURANCE_GROUPS, params.get('group'));
    return { ...paging, ...(country && { country }), ...(insuranceGroup && { insuranceGroup }) };
  }, [params, paging]);

  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit })),
    [setParams],
  );

  /** Changing a filter returns to the first page. */
  const setFilter = useCallback(
    (filter: WinbackFilter, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(filter, value);
        else next.delete(filter);
        next.set('page', '1');
        return next;
      }),
    [setParams],
  );

  return { args, paging, setPage, setFilter };
}
