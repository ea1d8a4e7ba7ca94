import type { FetchArgs } from '@reduxjs/toolkit/query';

import { zrmApi, type AllApiArg } from '../generated/zrmApi';
import type { EmployeeSearchBody, SearchEmployeesApiArg, UserPage } from '../types';

export const EMPLOYEE_PICKER_PAGE_SIZE = 50;

/*
 * The generator emits GET /employee/all as a plain query; the assign picker needs it as an
 * infinite query, which the generator cannot emit. Its request is taken from the generated
 * endpoint's definition, so the path and parameter names still come from the document.
 */
let employeePageRequest: ((arg: AllApiArg) => string | FetchArgs) | undefined;
/* POST /employee/search is a mutation in the document (a POST); the search drawer caches it as a query. */
let employeeSearchRequest: ((arg: SearchEmployeesApiArg) => string | FetchArgs) | undefined;

/*
 * Every read about people provides 'Employee' and every administration change invalidates it:
 * a change shows at once in the list, on the person's page, in their history and (a new
 * coordinate) in the coordinate picker.
 */
const generatedEmployees = zrmApi.enhanceEndpoints({
  endpoints: {
    all: (definition) => {
      employeePageRequest = definition.query;
      definition.providesTags = ['Employee'];
    },
    searchEmployees: (definition) => {
      employeeSearchRequest = definition.query;
    },
    getEmployee: { providesTags: ['Employee'] },
    employeeChanges: { providesTags: ['Employee'] },
    zoordinates: { providesTags: ['Employee'] },
    getSverkerUsers: { providesTags: ['Employee'] },
    createEmployee: { invalidatesTags: ['Employee'] },
    updateEmployee: { invalidatesTags: ['Employee'] },
    blockOrUnblock: { invalidatesTags: ['Employee'] },
  },
});

function employeePage(arg: AllApiArg): string | FetchArgs {
  if (!employeePageRequest) throw new Error('the generated /employee/all endpoint has no query');
  return employeePageRequest(arg);
}

function employeeSearch(body: EmployeeSearchBody): string | FetchArgs {
  if (!employeeSearchRequest) throw new Error('the generated /employee/search endpoint has no query');
  return employeeSearchRequest({ employeeSearchBody: body });
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
    /** POST /employee/search as a cached query: staff whose name, e-mail or phone contains the text. */
    employeeSearch: build.query<UserPage, EmployeeSearchBody>({
      query: (body) => employeeSearch(body),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useAllEmployeesInfiniteQuery, useEmployeeSearchQuery } = employeesApi;

/** The employee administration's list (`GET /employee/all`) and one employee (`GET /employee/{id}`). */
export const { useAllQuery: useEmployeesPageQuery, useGetEmployeeQuery } = generatedEmployees;

/**
 * The employee administration's changes: create (`POST /employee/`), save the whole profile and
 * status (`PUT /employee/{id}`), block or unblock (`PATCH …/block-or-unblock/{id}`).
 */
export const {
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useBlockOrUnblockMutation: useBlockEmployeeMutation,
} = generatedEmployees;

/**
 * What the administration's form offers (`GET /employee/roles`, `GET /employee/zoordinates`) and
 * a person's audited changes (`GET /employee/{id}/changes`).
 */
export const {
  useRolesQuery: useEmployeeRolesQuery,
  useZoordinatesQuery: useEmployeeCoordinatesQuery,
  useEmployeeChangesQuery,
} = generatedEmployees;

/** Finding people: by text (`POST /employee/search`), by coordinates, by Sverker user id. */
export const {
  useSearchEmployeesMutation,
  useByZoordinatesMutation: useEmployeesByCoordinatesMutation,
  useGetSverkerUsersQuery: useSverkerUsersQuery,
} = generatedEmployees;
