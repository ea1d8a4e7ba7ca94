import type { TemplateEvent, TemplateEventName, TemplateType } from '@zrm/api';

/** The product codes templates are written for (ZL has none). */
export const TEMPLATE_PRODUCTS = ['MO', 'UL', 'CC', 'LI', 'AI'] as const;
export type TemplateProduct = (typeof TEMPLATE_PRODUCTS)[number];
export const TEMPLATE_COUNTRIES = ['SE', 'NO'] as const;
export type TemplateCountry = (typeof TEMPLATE_COUNTRIES)[number];

/** Every event, once (the compiler holds the list to the gateway's). */
const EVENT_NAMES: Record<TemplateEventName, true> = {
  application_received: true,
  documents_requested: true,
  offer_received: true,
  offer_accepted: true,
  application_disbursed: true,
  insurance_welcome: true,
  insurance_payment_failed: true,
  general: true,
};

export const isTemplateEvent = (value: unknown): value is TemplateEventName =>
  typeof value === 'string' && Object.hasOwn(EVENT_NAMES, value);
export const isTemplateCountry = (value: unknown): value is TemplateCountry =>
  TEMPLATE_COUNTRIES.some((country) => country === value);
export const isTemplateProduct = (value: unknown): value is TemplateProduct =>
  TEMPLATE_PRODUCTS.some((product) => product === value);

/** A template's key as its page's address names it; null when the address names none. */
export interface TemplateKey {
  country: TemplateCountry;
  product: TemplateProduct;
  event: TemplateEventName;
}

export function templateKeyOf(params: { country?: string; product?: string; event?: string }): TemplateKey | null {
  const { country, product, event } = params;
  if (!isTemplateCountry(country) || !isTemplateProduct(product) || !isTemplateEvent(event)) return null;
  return { country, product, event };
}

/** Where a channel's pages live: `/email/templates…` or `/sms/templates…`. */
export const channelRoot = (channel: TemplateType) => `/${channel}/templates`;

/** The page of one template. */
export const templatePath = (channel: TemplateType, country: string, product: string, event: string) =>
  `${channelRoot(channel)}/${country}/${product}/${event}`;

/** `{{ name }}`, as a variable is written in a template. */
export const variableMarkup = (name: string) => `{{ ${name} }}`;

/** The catalogue's events that happen for the product (all of them while none is chosen). */
export function eventsFor(events: readonly TemplateEvent[], product: string | undefined): TemplateEvent[] {
  return product ? events.filter((event) => event.products.includes(product)) : [...events];
}

/** `text` with `insert` put in place of the selection [start, end). */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
