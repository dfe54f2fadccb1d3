import { API_BASE } from './constants';

// The agency's currency (GET /api/money, public) is one value for the whole page: every formatter in
// lib/money.ts and lib/format.ts reads it at call time, so a screen needs no prop or context to show amounts
// right, and a change saved in Settings refetches every query, so each screen re-renders with it. USD is the
// default until the answer comes (and if it never does), so the spec's screens and every test written for
// dollars read as before. This module is in every page's first load, so it holds no more than that.

export interface MoneyInfo {
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** Minor units per major unit as a power of ten: 2 for EUR, 0 for JPY, 3 for BHD. */
  exponent: number;
}

export const DEFAULT_MONEY: MoneyInfo = { currency: 'USD', exponent: 2 };

let current: MoneyInfo = DEFAULT_MONEY;

export function getMoney(): MoneyInfo {
  return current;
}

/** Callers hand over whole answers (/api/money's, the saved settings'): only these two fields are kept. */
export function setMoney({ currency, exponent }: MoneyInfo): void {
  current = { currency, exponent };
}

/** Asked once as the app starts (signed in or not: the marketing pricing shows prices too); never fails. */
export function loadMoney(): Promise<void> {
  return fetch(`${API_BASE}/money/`)
    .then((response) => (response.ok ? response.json() : null))
    .then((data: Partial<MoneyInfo> | null) => {
      // Only a well-formed answer replaces USD: a half one must not break every amount on the page.
      if (typeof data?.currency === 'string' && Number.isInteger(data.exponent)) setMoney(data as MoneyInfo);
    })
    .catch(() => {
      // Offline, or the answer was no JSON: amounts stay in USD, the default every screen was written for.
    });
}
