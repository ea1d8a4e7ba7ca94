import type { SalesReportArgs } from '@zrm/api';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { WINBACK_COUNTRIES } from './useWinbackListArgs';

/** The report's countries: Sweden and Norway (none chosen: both). */
export const SALES_REPORT_COUNTRIES = WINBACK_COUNTRIES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'YYYY-MM-DD';

/** A day as the URL writes it, when it is one. */
function dayOf(value: string | null): string | undefined {
  return value && DAY.test(value) && dayjs(value).format(DATE_FORMAT) === value ? value : undefined;
}

/** This month: its first and last day. */
export function thisMonth(today = dayjs()): { from: string; to: string } {
  return { from: today.startOf('month').format(DATE_FORMAT), to: today.endOf('month').format(DATE_FORMAT) };
}

/**
 * The sales report's filters in the URL (?from=2026-11-01&to=2026-11-30&country=SE), so a report
 * can be linked and survives reload; without them, this month in both countries.
 */
export function useSalesReportArgs() {
  const [params, setParams] = useSearchParams();

  const args: SalesReportArgs = useMemo(() => {
    const month = thisMonth();
    const from = dayOf(params.get('from'));
    const to = dayOf(params.get('to'));
    const range = from && to && from <= to ? { from, to } : month;
    const country = SALES_REPORT_COUNTRIES.find((code) => code === params.get('country'));
    return { ...range, ...(country && { country }) };
  }, [params]);

  const setRange = useCallback(
    (from: string, to: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('from', from);
        next.set('to', to);
        return next;
      }),
    [setParams],
  );

  const setCountry = useCallback(
    (country: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (country) next.set('country', country);
        else next.delete('country');
        return next;
      }),
    [setParams],
  );

  return { args, setRange, setCountry };
}
