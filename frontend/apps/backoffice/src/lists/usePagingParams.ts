import { DEFAULT_PAGE_SIZE, toPageSize, type PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface Paging {
  /** 1-based. */
  page: number;
  limit: PageSize;
}

/**
 * Page and page size from the URL (`?page=2&limit=10`; with a prefix, `?documents-page=2`, so two
 * tables on one page keep their own). Missing or invalid values give page 1 and the default size.
 */
export function readPaging(params: URLSearchParams, prefix = '', defaultLimit: PageSize = DEFAULT_PAGE_SIZE): Paging {
  const rawLimit = params.get(`${prefix}limit`);
  return {
    page: Math.max(1, Math.floor(Number(params.get(`${prefix}page`)) || 1)),
    limit: rawLimit === null ? defaultLimit : toPageSize(rawLimit),
  };
}

/** `params` with the page and page size set (other parameters, such as filters, kept). */
export function withPaging(params: URLSearchParams, { page, limit }: Paging, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(`${prefix}page`, String(page));
  next.set(`${prefix}limit`, String(limit));
  return next;
}

/**
 * A table's paging kept in the URL, like its filters: Back from a record returns to the same
 * page of the list, and a page can be linked or reloaded.
 */
export function usePagingParams({ prefix = '', defaultLimit = DEFAULT_PAGE_SIZE }: { prefix?: string; defaultLimit?: PageSize } = {}) {
  const [params, setParams] = useSearchParams();
  const paging = useMemo(() => readPaging(params, prefix, defaultLimit), [params, prefix, defaultLimit]);
  const setPage = useCallback(
    (page: number, limit: PageSize) => setParams((current) => withPaging(current, { page, limit }, prefix)),
    [setParams, prefix],
  );
  return { ...paging, setPage };
}
