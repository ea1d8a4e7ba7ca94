import { zrmApi } from '../generated/zrmApi';

const propertyTag = (id: string) => ({ type: 'Property' as const, id });
const eventsTag = (id: string) => ({ type: 'ApplicationEvents' as const, id });

/*
 * An application's property: read once per page, written back from every change (create, update,
 * valuation answer with the property), which also moves the application's history.
 */
export const propertyApi = zrmApi.enhanceEndpoints({
  endpoints: {
    getProperty: {
      providesTags: (_result, _error, { applicationId }) => [propertyTag(applicationId)],
    },
    createProperty: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [propertyTag(applicationId), eventsTag(applicationId)]),
    },
    updateProperty: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [propertyTag(applicationId), eventsTag(applicationId)]),
    },
    valuateProperty: {
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [propertyTag(applicationId), eventsTag(applicationId)]),
    },
  },
});

export const { useGetPropertyQuery, useCreatePropertyMutation, useUpdatePropertyMutation, useValuatePropertyMutation } =
  propertyApi;
