import type { LookupReason, SearchKey } from '@zrm/api';
import { toPageSize, type PageSize } from '@zrm/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The key, the whole value searched for (or a part of the name), and why. */
export interface CustomerSearch {
  key: SearchKey;
  value: string;
  reason: LookupReason;
}

interface ListState {
  search?: CustomerSearch;
}

export interface CustomerListArgs {
  page: number;
  limit: PageSize;
  search: CustomerSearch | null;
}

/**
 * Paging lives in the URL (?page=2&limit=10), like every list. The search does not: its value is
 * a personal id, phone number or e-mail, which must not end up in browser history entries,
 * bookmarks or shared links, so it is kept in the history entry's state (back from a customer
 * still shows the search).
 */
export function useCustomerListArgs() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = (location.state as ListState | null)?.search ?? null;

  const args: CustomerListArgs = useMemo(
    () => ({
      page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
      limit: toPageSize(params.get('limit')),
      search,
    }),
    [params, search],
  );

  const go = useCallback(
    (page: number, limit: number, nextSearch: CustomerSearch | null) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      const state: ListState = nextSearch ? { search: nextSearch } : {};
      void navigate({ pathname: location.pathname, search: `?${query.toString()}` }, { state });
    },
    [navigate, location.pathname],
  );

  const setPage = useCallback((page: number, limit: number) => go(page, limit, search), [go, search]);
  /** A new search (or clearing it) starts at the first page. */
  const setSearch = useCallback((next: CustomerSearch | null) => go(1, args.limit, next), [go, args.limit]);

  return { args, setPage, setSearch };
}
