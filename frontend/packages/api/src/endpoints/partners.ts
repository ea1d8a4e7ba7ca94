import { zrmApi } from '../generated/zrmApi';

/*
 * Bank partners are people like staff, so their reads provide 'Employee' and their changes
 * invalidate it: a change shows at once in both lists, on the person's page and in their history.
 * The bank catalogue only changes with a deployment, so it is kept for the session.
 */
const generatedPartners = zrmApi.enhanceEndpoints({
  endpoints: {
    listPartnerUsers: { providesTags: ['Employee'] },
    getPartnerUser: { providesTags: ['Employee'] },
    createPartnerUser: { invalidatesTags: ['Employee'] },
    updatePartnerUser: { invalidatesTags: ['Employee'] },
  },
});

/** The partner administration's list (`GET /partner/users`) and one partner (`GET /partner/users/{id}`). */
export const { useListPartnerUsersQuery: usePartnerUsersPageQuery, useGetPartnerUserQuery } = generatedPartners;

/**
 * The partner administration's changes: create (`POST /partner/users`, which mails the
 * set-password link), save the whole profile and status (`PUT /partner/users/{id}`) and mail a
 * new link (`POST /partner/users/{id}/password-link`; earlier links stop working).
 */
export const {
  useCreatePartnerUserMutation,
  useUpdatePartnerUserMutation,
  useSendPasswordLinkMutation: useSendPartnerPasswordLinkMutation,
} = generatedPartners;

/** The partner's own step, without a session: the password of the mailed link (`POST /partner/set-password`). */
export const { useSetPartnerPasswordMutation } = generatedPartners;

/** The bank catalogue (`GET /bank/all`): every bank with its id, name and country, by name. */
export const { useAllBanksQuery } = generatedPartners;
