import { api } from '../api';
import type { Page, User } from '../types';

export const EMPLOYEE_PICKER_PAGE_SIZE = 50;

export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active employees, fetched page by page as the picker scrolls (server-side paging). */
    allEmployees: build.infiniteQuery<Page<User>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * lastPage.limit < lastPage.total ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: '/employee/all',
        params: { page: pageParam, limit: EMPLOYEE_PICKER_PAGE_SIZE, without_deactivated: true },
      }),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useAllEmployeesInfiniteQuery } = employeesApi;
