import { saveResponseAsFile, type SavedFile } from '../download';
import {
  zrmApi,
  type DownloadApplicationDocumentApiArg,
  type DownloadDocumentApiArg,
  type SaveDocumentApiArg,
  type UploadApplicationDocumentApiArg,
} from '../generated/zrmApi';
import { asFetchArgs, captured, customerAuditTag, type GeneratedRequest } from './generatedRequests';

type Request<A> = GeneratedRequest<A>;

let downloadRequest: Request<DownloadDocumentApiArg> | undefined;
let applicationDownloadRequest: Request<DownloadApplicationDocumentApiArg> | undefined;

const documentsTag = (customerId: number) => ({ type: 'CustomerDocuments' as const, id: customerId });
const auditTag = customerAuditTag;
const applicationDocumentsTag = (applicationId: string) => ({ type: 'ApplicationDocuments' as const, id: applicationId });

/** The upload's generated request with the file as multipart form data, its only field. */
function withFile<A extends { body: { file: Blob } }>(generated: Request<A>): Request<A> {
  return (arg: A) => {
    const form = new FormData();
    form.append('file', arg.body.file);
    return { ...asFetchArgs(generated(arg)), body: form };
  };
}

/*
 * The generator writes the upload's body as JSON and the download as JSON text. The upload keeps
 * the generated path and query parameters (customer_id, document_type) and sends the file as
 * multipart form data, its only field; fetch sets the boundary. The download's path comes from
 * the generated endpoint and its body goes straight to a file.
 */
const enhanced = zrmApi.enhanceEndpoints({
  endpoints: {
    saveDocument: (definition) => {
      definition.query = withFile(definition.query as Request<SaveDocumentApiArg>);
      definition.invalidatesTags = (_result, error, { customerId }) =>
        error ? [] : [documentsTag(customerId), auditTag(customerId)];
    },
    downloadDocument: (definition) => {
      downloadRequest = definition.query as Request<DownloadDocumentApiArg>;
    },
    downloadApplicationDocument: (definition) => {
      applicationDownloadRequest = definition.query as Request<DownloadApplicationDocumentApiArg>;
    },
    applicationDocuments: {
      providesTags: (_result, _error, { applicationId }) => [applicationDocumentsTag(applicationId)],
    },
    uploadApplicationDocument: (definition) => {
      definition.query = withFile(definition.query as Request<UploadApplicationDocumentApiArg>);
      definition.invalidatesTags = (_result, error, { applicationId, customerId }) =>
        error ? [] : [applicationDocumentsTag(applicationId), documentsTag(customerId), auditTag(customerId)];
    },
    listDocuments: {
      providesTags: (_result, _error, { customerId }) => [documentsTag(customerId)],
    },
    attachDocument: {
      invalidatesTags: (_result, error, { attachRequest: { customer_id: id } }) =>
        error ? [] : [documentsTag(id), auditTag(id)],
    },
  },
});

export const documentsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** GET /document/get/{customer}/{document} saved as a file under the uploaded name (audited). */
    downloadDocumentFile: build.mutation<SavedFile, DownloadDocumentApiArg & { fallbackName: string }>({
      query: ({ fallbackName, ...arg }) => {
        return {
          ...asFetchArgs(captured(downloadRequest, 'downloadDocument')(arg)),
          responseHandler: (response: Response) =>
            response.ok ? saveResponseAsFile(response, fallbackName) : response.json(),
        };
      },
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [auditTag(customerId)]),
    }),
    /** A document attached to an application, saved as a file (staff working it; audited). */
    downloadApplicationDocumentFile: build.mutation<SavedFile, DownloadApplicationDocumentApiArg & { fallbackName: string }>({
      query: ({ fallbackName, ...arg }) => ({
        ...asFetchArgs(captured(applicationDownloadRequest, 'downloadApplicationDocument')(arg)),
        responseHandler: (response: Response) =>
          response.ok ? saveResponseAsFile(response, fallbackName) : response.json(),
      }),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [auditTag(customerId)]),
    }),
  }),
});

export const {
  useListDocumentsQuery,
  useDocumentTypesQuery,
  useSaveDocumentMutation,
  useAttachDocumentMutation,
  useDownloadDocumentFileMutation,
  useApplicationDocumentsQuery,
  useUploadApplicationDocumentMutation,
  useDownloadApplicationDocumentFileMutation,
} = documentsApi;
