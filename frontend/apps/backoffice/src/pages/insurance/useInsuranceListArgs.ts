import type { InsuranceGroup, InsuranceSubstatus, useListInsurancesQuery } from '@zrm/api';
import type { PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readPaging, withPaging } from '../../lists/usePagingParams';

export const INSURANCE_SUBSTATUSES = [
  'WAITING_FOR_CUSTOMER_ACCEPTANCE',
  'WAITING_FOR_BANK',
  'INACTIVE_MANDATE',
  'ACTIVE',
  'PENDING_CANCELLATION',
  'CANCELED',
  'DISCARDED',
] as const satisfies readonly InsuranceSubstatus[];

export const INSURANCE_GROUPS = [
  'SAFETY_INSURANCE',
  'ACCIDENT_INSURANCE',
  'LIFE_INSURANCE',
] as const satisfies readonly InsuranceGroup[];

export type InsuranceFilter = 'substatus' | 'group';

/** The list endpoint's query arguments (the generated type is not re-exported by @zrm/api). */
export type InsuranceListArgs = Parameters<typeof useListInsurancesQuery>[0] & object;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The list's query arguments in the URL (?page=2&limit=10&substatus=ACTIVE&group=LIFE_INSURANCE),
 * so the list can be linked, survives reload and Back from an insurance returns to the same page.
 * `mine`: the caller's sales only, without filters.
 */
export function useInsuranceListArgs(mine: boolean) {
  const [params, setParams] = useSearchParams();

  const paging = useMemo(() => readPaging(params), [params]);
  const args: InsuranceListArgs = useMemo(() => {
    if (mine) return { mine: true, ...paging };
    const substatus = oneOf(INSURANCE_SUBSTATUSES, params.get('substatus'));
    const insuranceGroup = oneOf(INSURANCE_GROUPS, params.get('group'));
    return { ...paging, ...(substatus && { substatus }), ...(insuranceGroup && { insuranceGroup }) };
  }, [params, paging, mine]);

  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit })),
    [setParams],
  );

  /** Changing a filter returns to the first page. */
  const setFilter = useCallback(
    (filter: InsuranceFilter, value: string | undefined) =>
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
