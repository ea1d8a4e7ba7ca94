import type { CanSignupApiArg, InsuranceGroup, SignUpEligibility } from '../generated/zrmApi';
import { zrmApi } from '../generated/zrmApi';
import { insurancesApi } from './insurances';
import { captured, type GeneratedRequest } from './generatedRequests';

export type { SignUpEligibility, SignUpRefusal } from '../generated/zrmApi';

let canSignupRequest: GeneratedRequest<CanSignupApiArg> | undefined;

/*
 * `POST /insurance/api/can-signup` is a read (whether the customer can get the group's insurance
 * now, and every reason not), but a POST, so the generator emits a mutation; the sale forms need it
 * cached like a query. Its generated request is reused by the query injected below. A sale or a
 * cancellation changes the answer, so it belongs to the insurance lists' tag.
 */
zrmApi.enhanceEndpoints({
  endpoints: {
    canSignup: (definition) => {
      canSignupRequest = definition.query;
    },
  },
});

export const insuranceEligibilityApi = insurancesApi.injectEndpoints({
  endpoints: (build) => ({
    signUpEligibility: build.query<SignUpEligibility, { customerId: number; group: InsuranceGroup }>({
      query: ({ customerId, group }) =>
        captured(canSignupRequest, 'canSignup')({
          canSignUpBody: { customer_id: customerId, insurance_group: group },
        }),
      providesTags: [{ type: 'Insurances', id: 'LIST' }],
    }),
  }),
});

export const { useSignUpEligibilityQuery } = insuranceEligibilityApi;
