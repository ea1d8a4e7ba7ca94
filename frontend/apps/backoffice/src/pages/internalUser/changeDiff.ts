import type { EmployeeChangeEntry } from '@zrm/api';

/** The audited fields of a person, in the order the history lists them. */
export const AUDITED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'language',
  'roles',
  'zoordinates',
  'banks',
  'telephony_ids',
  'sverker_id',
  'blocked',
  'deactivated',
] as const;
export type AuditedField = (typeof AUDITED_FIELDS)[number];

/** One line of a change: the field, its value before (absent on creation) and after. */
export interface FieldChange {
  field: AuditedField;
  before?: unknown;
  after: unknown;
}

function record(value: object | null | undefined): Record<string, unknown> {
  return (value ?? {}) as Record<string, unknown>;
}

/** No value: nothing, a blank text, an empty list, or false (not blocked, not deactivated). */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/**
 * What a change did, field by field. A creation lists the values the person started with (the
 * blank ones left out); any other change lists the fields whose value differs between before
 * and after (lists compared in order, as the gateway keeps them).
 */
export function fieldChanges(entry: Pick<EmployeeChangeEntry, 'kind' | 'before' | 'after'>): FieldChange[] {
  const after = record(entry.after);
  if (entry.kind === 'created' || !entry.before) {
    return AUDITED_FIELDS.filter((field) => !isBlank(after[field])).map((field) => ({ field, after: after[field] }));
  }
  const before = record(entry.before);
  return AUDITED_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)).map(
    (field) => ({ field, before: before[field], after: after[field] }),
  );
}

/** A bank of a profile (`{bank_id, country, product}`) as the person page shows banks. */
function bankText(value: Record<string, unknown>): string {
  return [value.country, value.product, value.bank_id].map(String).join(' · ');
}

/**
 * An audited value as text: lists joined by commas, banks as on the person page, yes/no for
 * flags; a blank value as `none`.
 */
export function valueText(value: unknown, words: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => valueText(item, words)).join(', ');
  if (typeof value === 'object') return 'bank_id' in value ? bankText(value as Record<string, unknown>) : JSON.stringify(value);
  return String(value);
}
