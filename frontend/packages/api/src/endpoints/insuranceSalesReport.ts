import { saveResponseAsFile, type SavedFile } from '../download';
import { zrmApi, type InsuranceSalesReportApiArg, type SalesReportRow } from '../generated/zrmApi';
import { asFetchArgs, captured, type GeneratedRequest } from './generatedRequests';

export type { SalesReportRow } from '../generated/zrmApi';

/** The sales report's filters: signup days (YYYY-MM-DD, both included) and a country (none: both). */
export type SalesReportArgs = Omit<InsuranceSalesReportApiArg, 'format'>;

/*
 * GET /insurance/api/admin/sales-report answers JSON or CSV by `format`. The page reads the JSON
 * rows as a cached query and saves the CSV as a file (a mutation: nothing to cache), both with the
 * generated request (path and parameters from the gateway's document) and the session's token.
 */
let salesReportRequest: GeneratedRequest<InsuranceSalesReportApiArg> | undefined;

const capturing = zrmApi.enhanceEndpoints({
  endpoints: {
    insuranceSalesReport: (definition) => {
      salesReportRequest = definition.query;
    },
  },
});

const request = (arg: InsuranceSalesReportApiArg) => asFetchArgs(captured(salesReportRequest, 'insuranceSalesReport')(arg));

export const insuranceSalesReportApi = capturing.injectEndpoints({
  endpoints: (build) => ({
    /** The report's rows (a row per signup day, country, insurance type and seller). */
    insuranceSalesRows: build.query<SalesReportRow[], SalesReportArgs>({
      query: (arg) => request({ ...arg, format: 'json' }),
      // Sales change with every signup: read afresh when the page opens.
      keepUnusedDataFor: 0,
    }),
    /** The same report as CSV, saved under the name the gateway gives it. */
    downloadInsuranceSalesReport: build.mutation<SavedFile, SalesReportArgs>({
      query: (arg) => ({
        ...request({ ...arg, format: 'csv' }),
        responseHandler: (response: Response) =>
          response.ok ? saveResponseAsFile(response, `insurance_sales_${arg.from}_${arg.to}.csv`) : response.json(),
      }),
    }),
  }),
});

export const { useInsuranceSalesRowsQuery, useDownloadInsuranceSalesReportMutation } = insuranceSalesReportApi;
