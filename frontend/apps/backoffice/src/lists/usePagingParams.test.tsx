import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { readPaging, usePagingParams, withPaging } from './usePagingParams';

describe('paging in the URL', () => {
  it('reads page and size, defaulting to page 1 and the default size', () => {
    expect(readPaging(new URLSearchParams('page=3&limit=10'))).toEqual({ page: 3, limit: 10 });
    expect(readPaging(new URLSearchParams(''))).toEqual({ page: 1, limit: 25 });
    expect(readPaging(new URLSearchParams('page=-2&limit=7'))).toEqual({ page: 1, limit: 25 });
    expect(readPaging(new URLSearchParams(''), 'documents-', 10)).toEqual({ page: 1, limit: 10 });
    expect(readPaging(new URLSearchParams('documents-page=2&page=5'), 'documents-', 10)).toEqual({ page: 2, limit: 10 });
  });

  it('sets them beside the other parameters', () => {
    expect(withPaging(new URLSearchParams('tab=documents'), { page: 2, limit: 50 }, 'documents-').toString()).toBe(
      'tab=documents&documents-page=2&documents-limit=50',
    );
  });

  it('keeps a table’s page in the history entry, so Back returns to it', () => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/notifications?filter=x']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const where = useLocation();
        location = `${where.pathname}${where.search}`;
        return usePagingParams();
      },
      { wrapper },
    );
    act(() => result.current.setPage(2, 10));
    expect(result.current).toMatchObject({ page: 2, limit: 10 });
    expect(location).toBe('/notifications?filter=x&page=2&limit=10');
  });
});
