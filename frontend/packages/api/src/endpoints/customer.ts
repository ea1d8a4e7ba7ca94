import { api } from '../api';

export type BankIdDevice = 'this_device' | 'other_device';

/*
 * Customer BankID sign-in. Only the start calls exist so far; the gateway defines the flow
 * (polling, QR, collect) in a later issue, so the response is kept opaque here.
 */
export const customerAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    startBankIdSe: build.mutation<unknown, { device: BankIdDevice }>({
      query: (body) => ({ url: '/auth/bankid/se/start', method: 'POST', body }),
    }),
    startBankIdNo: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/bankid/no/start', method: 'POST', body: {} }),
    }),
  }),
});

export const { useStartBankIdSeMutation, useStartBankIdNoMutation } = customerAuthApi;
