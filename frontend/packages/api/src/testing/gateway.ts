/*
 * Test double for the gateway at the network boundary: replaces global fetch, routes by
 * "METHOD /path", records every call (headers included) and answers like the gateway does
 * (JSON bodies, X-Request-ID echoed). Only unit tests use it; the browser test talks to the
 * real stack.
 */
import type { Application, AuditEntry, Check, Consents, Customer, Lead, Notification, User } from '../types';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** A body sent as written (an event stream), instead of `body` as JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export type RouteHandler = (call: RecordedCall) => MockReply | Promise<MockReply>;

export interface MockGateway {
  calls: RecordedCall[];
  callsTo(route: string): RecordedCall[];
  on(route: string, handler: RouteHandler): void;
  /** Requests answered by no reply yet. */
  pending(): number;
  restore(): void;
}

export function jsonReply(body: unknown, status = 200): MockReply {
  return { status, body };
}

export function mockGateway(routes: Record<string, RouteHandler> = {}): MockGateway {
  const handlers = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  let inFlight = 0;
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      // JSON bodies parsed; anything else (a multipart upload) as the text sent.
      body: text ? parseBody(text, request.headers.get('Content-Type')) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    inFlight += 1;
    const handler = handlers.get(`${call.method} ${call.path}`);
    const requestId = request.headers.get('X-Request-ID') ?? 'no-request-id';
    const reply = handler
      ? await handler(call)
      : { status: 404, body: { detail: `no mock for ${call.method} ${call.path}`, request_id: requestId } };
    inFlight -= 1;
    const status = reply.status ?? 200;
    const hasBody = reply.body !== undefined && status !== 204;
    return new Response(reply.text ?? (hasBody ? JSON.stringify(reply.body) : null), {
      status,
      headers: { 'Content-Type': 'application/json', 'X-Request-ID': requestId, ...reply.headers },
    });
  };
  return {
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    on: (route, handler) => handlers.set(route, handler),
    pending: () => inFlight,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function parseBody(text: string, contentType: string | null): unknown {
  return contentType?.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** An RFC 3339 instant `ms` from now. */
export function tokenExpiringIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'u-anna',
    first_name: 'Anna',
    last_name: 'Online',
    name: 'Anna Online',
    email: 'anna.online@zrm.example',
    roles: ['online:admin', 'mortgage:admin'],
    zoordinates: ['MOSESTFTSA'],
    banks: [],
    phone_number: '+46701234502',
    language: 'en',
    telephony_ids: [],
    sverker_id: null,
    access_managed_in_zrm: false,
    blocked: false,
    deactivated: false,
    last_login: '2026-11-20T08:15:00Z',
    ...overrides,
  };
}

export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    lead_id: 123,
    created_at: '2025-03-01T09:30:00Z',
    source: 'ONLINE_LEAD',
    create_source: { type: 'online_form', error: null },
    data: {
      applicant: { pni: '198112289874', first_name: 'Anna', last_name: 'Svensson' },
      co_applicant: null,
    },
    handled: false,
    reprocessable: true,
    country: 'SE',
    assignee: null,
    next_meeting: null,
    ...overrides,
  };
}

export function sampleApplication(overrides: Partial<Application> = {}): Application {
  return {
    application_id: 'MOSE1001',
    country: 'SE',
    date_created: '2025-03-01T09:30:00Z',
    updated_at: '2025-03-01T09:30:00Z',
    version: 1,
    status: 'ACTIVE',
    substatus: 'DRAFT',
    loan: { loan_purpose: 'REFINANCE', mortgage_loan_amount: 2_500_000 },
    applicants: [
      { role: 'MAIN_APPLICANT', customer_id: 7, customer: { first_name: 'Anna', last_name: 'Svensson', pni: null } },
      { role: 'CO_APPLICANT', customer_id: 9, customer: { first_name: 'Olle', last_name: 'Svensson', pni: null } },
    ],
    assignee: { user_id: 'u-erik', name: 'Erik Lind' },
    lead_id: null,
    incomes: [],
    income_total: 0,
    has_property: false,
    ...overrides,
  };
}

export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    notification_id: 'n-1',
    type: 'lead_assigned',
    status: 'received',
    data: { application_id: null, lead_id: 123, message: 'Lead 123 (Anna Svensson) was assigned to you' },
    title: 'Lead assigned',
    to: 'u-erik',
    created_at: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

export function sampleCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customer_id: 42,
    country: 'SE',
    pni: '198112289874',
    first_name: 'Anna',
    last_name: 'Svensson',
    phone_number: '+46701234567',
    email: 'anna.svensson@example.se',
    user_id: null,
    sverker_id: 'SV-1001',
    created_at: '2025-03-01T09:30:00Z',
    updated_at: '2025-03-02T09:30:00Z',
    blocked_at: null,
    block_reason: null,
    erased_at: null,
    ...overrides,
  };
}

export function sampleConsents(overrides: Partial<Consents> = {}): Consents {
  return {
    customer_id: 42,
    customer_club_marketing: false,
    email_marketing: true,
    sms_marketing: false,
    consents_popup_dismissed_at: null,
    debt_register: { given: false, given_at: null, renewed_at: null },
    updated_at: null,
    ...overrides,
  };
}

export function sampleCheck(overrides: Partial<Check> = {}): Check {
  return {
    check_id: 7,
    customer_id: 42,
    kind: 'credit',
    status: 'completed',
    outcome: 'approved',
    result: { score: 712 },
    error: null,
    requested_by: 'u-anna',
    checked_at: '2025-03-03T10:00:00Z',
    ...overrides,
  };
}

export function sampleAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    audit_id: 1,
    action: 'created',
    field: null,
    old_value: null,
    new_value: null,
    actor: 'u-anna',
    request_id: 'req-audit-1',
    at: '2025-03-01T09:30:00Z',
    ...overrides,
  };
}
