import { zrmApi } from '../generated/zrmApi';

export type {
  CancelCause,
  CancellationAlert,
  CancellationAlertPage,
  CancellationAlertType,
  ChosenCancelCause,
  ConfirmTermsBody,
  EmailSent,
  InsuranceEmail,
  Insurance,
  InsuranceEvent,
  InsuranceEventPage,
  InsuranceForTerms,
  InsuranceGroup,
  InsurancePage,
  InsuranceRule,
  InsuranceSearchCustomer,
  InsuranceSearchHit,
  InsuranceSearchPage,
  InsuranceStatus,
  MandateLink,
  InsuranceSubstatus,
  Mandate,
  Money,
  Payment,
  PaymentPage,
  PaymentState,
  Refund,
  RefundBody,
  SignedUp,
  TermsConfirmed,
  VippsCharge,
  Winbackable,
  WinbackablePage,
  WinbackFeedback,
  WinbackFeedbackBody,
  WinbackOutcome,
} from '../generated/zrmApi';

/**
 * The monthly premium of an insured amount (whole kronor) under a rule's `premium_rate_ppm`, as
 * the insurance service computes it: in minor units, rounded half up to the öre/øre. Forms show
 * it as the amount changes; the service refuses any other premium on acceptance.
 */
export function monthlyPremium(insuredKronor: number, ratePpm: number): number {
  const scaled = insuredKronor * 100 * ratePpm;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`amount × rate out of range: ${scaled}`);
  return Math.floor((scaled + 500_000) / 1_000_000);
}

const INSURANCES = { type: 'Insurances' as const, id: 'LIST' };
const insurance = (id: number) => ({ type: 'Insurances' as const, id });

/**
 * The insurances: the staff desk (`/insurance/api/…`: the catalogue and rules, selling, lists,
 * one insurance with its event log, the customer's link, cancelling) and the customer's own
 * (`/my-pages/insurance…`). A sale, an acceptance or a cancellation refreshes the lists and the
 * insurance it changed. An insurance's payments and cancellation alerts belong to it, so a refund
 * refreshes its payments and its event log; the list of every alert belongs to each insurance on it.
 * An e-mail sent about an insurance is in its event log, so it refreshes the insurance; a new-mandate
 * link belongs to its insurance. The latest Vipps charge belongs to its insurance too; stopping the Vipps agreement changes the
 * insurance's status, so it refreshes the insurance and the lists.
 */
export const insurancesApi = zrmApi.enhanceEndpoints({
  addTagTypes: ['Insurances'],
  endpoints: {
    listInsurances: { providesTags: [INSURANCES] },
    insurancesByCustomer: { providesTags: [INSURANCES] },
    searchInsurances: { providesTags: [INSURANCES] },
    myInsurances: { providesTags: [INSURANCES] },
    getInsurance: { providesTags: (_result, _error, { id }) => [insurance(id)] },
    myInsurance: { providesTags: (_result, _error, { id }) => [insurance(id)] },
    insuranceEvents: { providesTags: (_result, _error, { id }) => [insurance(id)] },
    insurancePayments: { providesTags: (_result, _error, { id }) => [insurance(id)] },
    cancellationAlerts: {
      providesTags: (result, _error, { insuranceId }) =>
        insuranceId !== undefined
          ? [insurance(insuranceId)]
          : (result?.items ?? []).map((alert) => insurance(alert.insurance_id)),
    },
    insuranceByEncryptedId: {
      providesTags: (result) => (result ? [insurance(result.insurance.insurance_id)] : []),
    },
    createInsurance: { invalidatesTags: (_result, error) => (error ? [] : [INSURANCES]) },
    signUpForInsurance: { invalidatesTags: (_result, error) => (error ? [] : [INSURANCES]) },
    confirmInsuranceTerms: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [INSURANCES, insurance(result.insurance.insurance_id)],
    },
    acceptInsuranceTerms: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [INSURANCES, insurance(result.insurance.insurance_id)],
    },
    resendInvitationEmail: {
      invalidatesTags: (_result, error, { insuranceIdBody }) => (error ? [] : [insurance(insuranceIdBody.insurance_id)]),
    },
    requestNewMandateEmail: {
      invalidatesTags: (_result, error, { insuranceIdBody }) => (error ? [] : [insurance(insuranceIdBody.insurance_id)]),
    },
    resendEmail: {
      invalidatesTags: (_result, error, { insuranceIdBody }) => (error ? [] : [insurance(insuranceIdBody.insurance_id)]),
    },
    mandateLink: { providesTags: (_result, _error, { insuranceId }) => [insurance(insuranceId)] },
    requestNewMandate: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : [INSURANCES, insurance(result.insurance.insurance_id)],
    },
    cancelInsurance: {
      invalidatesTags: (result, error) => (error || !result ? [] : [INSURANCES, insurance(result.insurance_id)]),
    },
    lastVippsCharge: { providesTags: (_result, _error, { id }) => [insurance(id)] },
    stopVippsAgreement: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [INSURANCES, insurance(id)]),
    },
    refundPayment: {
      invalidatesTags: (result, error) => (error || !result ? [] : [insurance(result.insurance_id)]),
    },
    // The winback list changes with any sale or cancellation, and with each insurance's feedback.
    winbackable: {
      providesTags: (result) => [
        INSURANCES,
        ...(result?.items ?? []).map((row) => insurance(row.insurance.insurance_id)),
      ],
    },
    winbackFeedback: {
      invalidatesTags: (_result, error, { winbackFeedbackBody }) =>
        error ? [] : [insurance(winbackFeedbackBody.insurance_id)],
    },
  },
});

export const {
  useInsuranceStatusesQuery,
  useInsuranceTypesQuery,
  useCancelInsuranceCausesQuery,
  useInsuranceRulesQuery,
  useCreateInsuranceMutation,
  useListInsurancesQuery,
  useInsurancesByCustomerQuery,
  useSearchInsurancesQuery,
  useGetInsuranceQuery,
  useInsuranceEventsQuery,
  useInsurancePaymentsQuery,
  useRefundPaymentMutation,
  useCancellationAlertsQuery,
  useEncryptedInsuranceIdQuery,
  useLazyEncryptedInsuranceIdQuery,
  useCancelInsuranceMutation,
  useMyInsurancesQuery,
  useMyInsuranceQuery,
  useInsuranceByEncryptedIdQuery,
  useConfirmInsuranceTermsMutation,
  useAcceptInsuranceTermsMutation,
  useSignUpForInsuranceMutation,
  useRequestNewMandateMutation,
  useResendInvitationEmailMutation,
  useRequestNewMandateEmailMutation,
  useResendEmailMutation,
  useLazyMandateLinkQuery,
  useLastVippsChargeQuery,
  useLazyLastVippsChargeQuery,
  useStopVippsAgreementMutation,
  useWinbackableQuery,
  useWinbackFeedbackMutation,
} = insurancesApi;
