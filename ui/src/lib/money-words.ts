import { t } from '@lingui/core/macro';
import { getMoney } from './currency';
import { intlLocale } from './i18n';
import { moneyLocale } from './money';
import { minorPerMajor } from './money';

// The agency's currency in the rarer forms: a chart axis's short amount and the currency named in words.

/** A chart axis's short amount: 150000 -> "$1.5K", "€1.5K" (the locale's compact notation, one decimal at most). */
export function formatCompactMoney(cents: number | null | undefined): string {
  const { currency, exponent } = getMoney();
  return new Intl.NumberFormat(moneyLocale(currency), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format((Number.isSafeInteger(cents) ? (cents as number) : 0) / minorPerMajor(exponent));
}

/** "US dollars" (the spec's words, kept for USD), else the currency's name in the reader's language with its code: "Euro (EUR)". */
export function currencyWords(currency: string = getMoney().currency): string {
  if (currency === 'USD') return t`US dollars`;
  try {
    const name = new Intl.DisplayNames([intlLocale()], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}
