import { useSyncExternalStore } from 'react';
import { API_BASE } from './constants';

// The agency's currency (GET /api/money, public) is one value for the whole page: every formatter in
// lib/money.ts and lib/format.ts reads it at call time, so a screen needs no prop or context to show amounts
// right. USD is the default until the answer comes (and if it never does), so the spec's screens and every
// test written for dollars read exactly as before.

export interface MoneyInfo {
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** Minor units per major unit as a power of ten: 2 for EUR, 0 for JPY, 3 for BHD. */
  exponent: number;
  /** Whether the plans' catalogue prices are gross (tax included) or net. */
  prices_include_tax: boolean;
}

export const DEFAULT_MONEY: MoneyInfo = { currency: 'USD', exponent: 2, prices_include_tax: false };

let current: MoneyInfo = DEFAULT_MONEY;
const listeners = new Set<() => void>();

export function getMoney(): MoneyInfo {
  return current;
}

/** Only a well-formed answer replaces the current one: a half answer must not break every amount on the page. */
export function isMoneyInfo(value: unknown): value is MoneyInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<MoneyInfo>;
  return (
    typeof v.currency === 'string' &&
    /^[A-Z]{3}$/.test(v.currency) &&
    Number.isInteger(v.exponent) &&
    (v.exponent as number) >= 0 &&
    (v.exponent as number) <= 4
  );
}

export function setMoney(next: Partial<MoneyInfo> & Pick<MoneyInfo, 'currency' | 'exponent'>): void {
  // Only the three fields: callers hand over whole answers (the settings' carry rates, address...).
  const merged: MoneyInfo = {
    currency: next.currency,
    exponent: next.exponent,
    prices_include_tax: next.prices_include_tax ?? current.prices_include_tax,
  };
  if (
    merged.currency === current.currency &&
    merged.exponent === current.exponent &&
    merged.prices_include_tax === current.prices_include_tax
  )
    return;
  current = merged;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders its component when the currency changes (Settings › Money & tax saved, or the start's answer). */
export function useMoney(): MoneyInfo {
  return useSyncExternalStore(subscribe, getMoney, () => DEFAULT_MONEY);
}

/**
 * The browser's locale shapes the digits ("1.500,00 €" in German), but USD keeps en-US: the spec's screens and
 * the tests read "$1,500" whatever the machine's language is.
 */
export function moneyLocale(currency: string = current.currency, language?: string): string {
  if (currency === 'USD') return 'en-US';
  const wanted = language ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  if (!wanted) return 'en-US';
  try {
    return Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : 'en-US';
  } catch {
    return 'en-US';
  }
}

let started: Promise<void> | null = null;

/** Asked once as the app starts (signed in or not: the marketing pricing shows prices too). */
export function loadMoney(): Promise<void> {
  started ??= fetch(`${API_BASE}/money/`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((data: unknown) => {
      if (isMoneyInfo(data)) setMoney(data);
    })
    .catch(() => {
      // Offline or an older server: amounts stay in USD, which is what such a server bills in.
    });
  return started;
}
