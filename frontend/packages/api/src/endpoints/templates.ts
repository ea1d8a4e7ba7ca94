import { zrmApi, type GetTemplateApiArg, type UploadAttachmentApiArg } from '../generated/zrmApi';
import { asFetchArgs, type GeneratedRequest } from './generatedRequests';

/** The events templates are written for, as the gateway documents them. */
export type TemplateEventName = GetTemplateApiArg['event'];

const TEMPLATES = { type: 'Templates' as const, id: 'LIST' };
const ATTACHMENTS = { type: 'Attachments' as const, id: 'LIST' };

/**
 * The message templates (TemplateAdmin) and the files e-mail templates attach. A save or delete
 * refreshes the lists and the template read; the upload sends the file as multipart form data, its
 * only field (the generator writes the body as JSON; fetch sets the boundary).
 */
export const templatesApi = zrmApi.enhanceEndpoints({
  endpoints: {
    listTemplates: { providesTags: [TEMPLATES] },
    getTemplate: {
      providesTags: (_result, _error, { type, country, product, event }) => [
        { type: 'Templates', id: `${type}/${country}/${product}/${event}` },
      ],
    },
    saveTemplate: {
      invalidatesTags: (_result, error, { templateInput: { type, country, product, event } }) =>
        error ? [] : [TEMPLATES, { type: 'Templates', id: `${type}/${country}/${product}/${event}` }],
    },
    deleteTemplate: {
      invalidatesTags: (_result, error, { type, country, product, event }) =>
        error ? [] : [TEMPLATES, { type: 'Templates', id: `${type}/${country}/${product}/${event}` }],
    },
    listAttachments: { providesTags: [ATTACHMENTS] },
    uploadAttachment: (definition) => {
      const generated = definition.query as GeneratedRequest<UploadAttachmentApiArg>;
      definition.query = (arg: UploadAttachmentApiArg) => {
        const form = new FormData();
        form.append('file', arg.body.file);
        return { ...asFetchArgs(generated(arg)), body: form };
      };
      definition.invalidatesTags = (_result, error) => (error ? [] : [ATTACHMENTS]);
    },
  },
});

export const {
  useTemplateCatalogueQuery,
  useListTemplatesQuery,
  useGetTemplateQuery,
  useSaveTemplateMutation,
  useDeleteTemplateMutation,
  usePreviewTemplateMutation,
  useSendTemplateMutation,
  useListAttachmentsQuery,
  useUploadAttachmentMutation,
} = templatesApi;
