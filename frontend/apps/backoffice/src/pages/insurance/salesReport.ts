import type { InsuranceGroup, Money, SalesReportRow } from '@zrm/api';

import { INSURANCE_GROUPS } from './useInsuranceListArgs';

/** A day of the chart: insurances sold that day per insurance type (0 where none). */
export type SalesDay = { day: string } & Record<InsuranceGroup, number>;

/** A seller's sales over the whole range. */
export interface SellerSales {
  /** The employee's id, or `self` for the customers' own sign-ups. */
  key: string;
  sellerName: string;
  selfSignUp: boolean;
  sold: number;
  active: number;
  /** One sum per currency (SEK and NOK are never added together), SEK first. */
  premiums: Money[];
}

export interface SalesTotals {
  sold: number;
  active: number;
  premiums: Money[];
}

const SELF = 'self';

/** Every day from `from` to `to` (YYYY-MM-DD, both included); at most 3660, as the gateway allows. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || Number.isNaN(last.getTime())) return days;
  while (day <= last && days.length < 3660) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The chart's days: every day of the range, each insurance type's sales stacked on it. */
export function salesPerDay(rows: readonly SalesReportRow[], from: string, to: string): SalesDay[] {
  const byDay = new Map<string, SalesDay>(
    daysBetween(from, to).map((day) => [day, { day, SAFETY_INSURANCE: 0, ACCIDENT_INSURANCE: 0, LIFE_INSURANCE: 0 }]),
  );
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) day[row.insurance_group] += row.sold;
  }
  return [...byDay.values()];
}

/** The insurance types sold in the range, in the catalogue's order (the chart's stacks). */
export function groupsSold(rows: readonly SalesReportRow[]): InsuranceGroup[] {
  return INSURANCE_GROUPS.filter((group) => rows.some((row) => row.insurance_group === group && row.sold > 0));
}

function addPremium(premiums: Money[], minorUnits: number, currency: string): Money[] {
  const found = premiums.find((money) => money.currency === currency);
  if (found) found.minor_units += minorUnits;
  else premiums.push({ minor_units: minorUnits, currency });
  return premiums.sort((a, b) => (a.currency === b.currency ? 0 : a.currency === 'SEK' ? -1 : 1));
}

/** The sellers, most sold first (then by name); the customers' own sign-ups are one seller. */
export function salesPerSeller(rows: readonly SalesReportRow[]): SellerSales[] {
  const sellers = new Map<string, SellerSales>();
  for (const row of rows) {
    const key = row.self_sign_up ? SELF : (row.seller_id ?? row.seller_name);
    const seller = sellers.get(key) ?? {
      key,
      sellerName: row.seller_name,
      selfSignUp: row.self_sign_up,
      sold: 0,
      active: 0,
      premiums: [],
    };
    seller.sold += row.sold;
    seller.active += row.active;
    addPremium(seller.premiums, row.premiums_minor, row.currency);
    sellers.set(key, seller);
  }
  return [...sellers.values()].sort((a, b) => b.sold - a.sold || a.sellerName.localeCompare(b.sellerName));
}

/** The whole range's sums, premiums per currency. */
export function salesTotals(sellers: readonly SellerSales[]): SalesTotals {
  const totals: SalesTotals = { sold: 0, active: 0, premiums: [] };
  for (const seller of sellers) {
    totals.sold += seller.sold;
    totals.active += seller.active;
    for (const money of seller.premiums) addPremium(totals.premiums, money.minor_units, money.currency);
  }
  return totals;
}
