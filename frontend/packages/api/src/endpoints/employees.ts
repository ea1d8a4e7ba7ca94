import type { FetchArgs } from '@reduxjs/toolkit/query';

import { zrmApi, type AllApiArg } from '../generated/zrmApi';
import type { UserPage } from '../types';

export const EMPLOYEE_PICKER_PAGE_SIZE = 50;

/*
 * The generator emits GET /employee/all as a plain query; the assign picker needs it as an
 * infinite query, which the generator cannot emit. Its request is taken from the generated
 * endpoint's definition, so the path and parameter names still come from the document.
 */
let employeePageRequest: ((arg: AllApiArg) => string | FetchArgs) | undefined;

const generatedEmployees = zrmApi.enhanceEndpoints({
  endpoints: {
    all: (definition) => {
      employeePageRequest = definition.query;
      definition.providesTags = ['Employee'];
    },
  },
});

function employeePage(arg: AllApiArg): string | FetchArgs {
  if (!employeePageRequest) throw new Error('the generated /employee/all endpoint has no query');
  return employeePageRequest(arg);
}

export const employeesApi = generatedEmployees.injectEndpoints({
  endpoints: (build) => ({
    /** Active employees, fetched page by page as the picker scrolls (server-side paging). */
    allEmployees: build.infiniteQuery<UserPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * lastPage.limit < lastPage.total ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) =>
        employeePage({ page: pageParam, limit: EMPLOYEE_PICKER_PAGE_SIZE, withoutDeactivated: true }),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useAllEmployeesInfiniteQuery } = employeesApi;

/** The employee administration's list (`GET /employee/all`) and one employee (`GET /employee/{id}`). */
export const { useAllQuery: useEmployeesPageQuery, useGetEmployeeQuery } = generatedEmployees;
