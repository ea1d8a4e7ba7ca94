import { zrmApi } from '../generated/zrmApi';

const settingsTag = (country: string) => ({ type: 'KalpSettings' as const, id: country });

/*
 * Mortgage calculations. The budget of an application is a POST the advisor runs on demand (with
 * the number of children), so it stays a mutation; the settings are cached per country.
 */
export const calculationsApi = zrmApi.enhanceEndpoints({
  endpoints: {
    kalpSettings: {
      providesTags: (_result, _error, { country }) => [settingsTag(country)],
    },
    updateKalpSettings: {
      invalidatesTags: (_result, error, { country }) => (error ? [] : [settingsTag(country)]),
    },
  },
});

export const { useLeftToLiveMutation, useKalpSettingsQuery, useUpdateKalpSettingsMutation, useTaxRulesQuery, useCalculateTaxMutation } =
  calculationsApi;
