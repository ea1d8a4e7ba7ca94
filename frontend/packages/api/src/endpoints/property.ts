import { zrmApi } from '../generated/zrmApi';
import { applicationsApi } from './applications';

const propertyTag = (id: string) => ({ type: 'Property' as const, id });
const eventsTag = (id: string) => ({ type: 'ApplicationEvents' as const, id });

/*
 * An application's property: read once per page (when the application says it has one), written back from every change (create, update,
 * valuation answer with the property), which also moves the application's history.
 */
export const propertyApi = zrmApi.enhanceEndpoints({
  endpoints: {
    getProperty: {
      providesTags: (_result, _error, { applicationId }) => [propertyTag(applicationId)],
    },
    createProperty: {
      // The page reads the property only of an application that has one: it has one now.
      onQueryStarted: async ({ applicationId }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(
            applicationsApi.util.updateQueryData('application', { applicationId }, (cached) => {
              cached.has_property = true;
            }),
          );
        } catch {
          // Shown by the caller from the mutation result.
        }
      },
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
