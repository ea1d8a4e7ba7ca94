import type { FetchArgs } from '@reduxjs/toolkit/query';

/*
 * Hand-written endpoints reuse the requests the generator built from the gateway's document (path,
 * parameters, body shape), so they follow the document when it changes.
 */

/** A generated endpoint's `query`: its request for one argument. */
export type GeneratedRequest<A> = (arg: A) => string | FetchArgs;

/** A generated request captured from its endpoint's definition; a missing one is a wiring bug. */
export function captured<A>(request: GeneratedRequest<A> | undefined, name: string): GeneratedRequest<A> {
  if (!request) throw new Error(`the generated ${name} endpoint has no query`);
  return request;
}

export function asFetchArgs(request: string | FetchArgs): FetchArgs {
  return typeof request === 'string' ? { url: request } : request;
}

/** A customer's audit: every change and every view, refetched after each of them. */
export const customerAuditTag = (customerId: number) => ({ type: 'CustomerAudit' as const, id: customerId });
