import { selectUser, useAppSelector, type Bank } from '@zrm/api';
import { useCallback, useSyncExternalStore } from 'react';

/** Where the partner's pick of country and product is kept between visits. */
const STORAGE_KEY = 'zrm.bank.chosen';
const listeners = new Set<() => void>();

function stored(): string | null {
  return window.localStorage.getItem(STORAGE_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `SE:mortgage`: how a choice is kept and how the menu keys it. */
export function bankKey(bank: Pick<Bank, 'country' | 'product'>): string {
  return `${bank.country}:${bank.product}`;
}

/** What each portal request names: the chosen bank's country and product. */
export interface PortalChoice {
  country: 'SE' | 'NO';
  product: 'mortgage';
}

export interface ChosenBank {
  /** The partner's banks, as the token carries them. */
  banks: Bank[];
  /** The one the portal works on: the kept choice if it is still one of theirs, else the first. */
  bank: Bank | null;
  choose: (key: string) => void;
}

/**
 * The country and product the partner works on, picked from their banks in the account menu and
 * sent with every request; the gateway checks it against the token and takes the bank from there.
 */
export function useChosenBank(): ChosenBank {
  const banks = useAppSelector(selectUser)?.banks ?? [];
  const key = useSyncExternalStore(subscribe, stored, () => null);
  const bank = banks.find((candidate) => bankKey(candidate) === key) ?? banks[0] ?? null;
  const choose = useCallback((next: string) => {
    window.localStorage.setItem(STORAGE_KEY, next);
    listeners.forEach((listener) => listener());
  }, []);
  return { banks, bank, choose };
}
