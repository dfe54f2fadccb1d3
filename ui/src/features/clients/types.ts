import { msg, t } from '@lingui/core/macro';
import { translated } from '@/lib/i18n-labels';
import { allValues, type Schemas } from '@/lib/types';

/** `package` is null for a client nobody has put on a plan yet, such as one who registered alone. */
export type Client = Schemas['Client'];
export type ClientStatus = Schemas['ClientStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type ClientPackage = Schemas['ClientPackage'];
export type Platform = Schemas['Platform'];

/** How tax applies to a client's invoices (issue 29): the agency's default rate, a rate of its own, none. */
export type TaxTreatment = Schemas['TaxTreatment'];

export const TAX_TREATMENTS = allValues<TaxTreatment>()(['default', 'rate', 'reverse_charge', 'exempt']);

/** Read in the reader's language when read (see `translated`). */
export const TAX_TREATMENT_LABELS: Readonly<Record<TaxTreatment, string>> = translated({
  default: msg`Default rate`,
  rate: msg`A specific rate`,
  reverse_charge: msg`Reverse charge`,
  exempt: msg({ message: 'Exempt', comment: 'Tax treatment: no tax on the invoices' }),
});

/** What the add-client form sends to POST /clients/: every field (an edit sends a `ClientBody`). */
export type ClientInput = Required<Omit<Schemas['ClientCreate'], 'version'>>;

export const CLIENT_STATUSES = allValues<ClientStatus>()(['active', 'pending', 'paused']);
export const PAYMENT_STATUSES = allValues<PaymentStatus>()(['paid', 'pending', 'overdue']);
// eslint-disable-next-line lingui/no-unlocalized-strings -- enum values the server takes, and brand names
export const PLATFORMS = allValues<Platform>()(['Instagram', 'TikTok', 'YouTube', 'Facebook', 'LinkedIn']);

/**
 * The packages are the billing plans (GET /billing/plans/): one catalogue for the add-client form, the
 * client's Billing page and the plan an approved transfer starts. Prices come from the plans themselves.
 */
export const PACKAGES = allValues<ClientPackage>()(['starter', 'pro', 'premium']);

/** The statuses' names, in the reader's language when read; the values stay the server's. */
export const CLIENT_STATUS_LABELS: Readonly<Record<ClientStatus, string>> = translated({
  active: msg({ message: 'Active', context: 'client status' }),
  pending: msg({ message: 'Pending', context: 'client status' }),
  paused: msg({ message: 'Paused', context: 'client status' }),
});

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = translated({
  paid: msg({ message: 'Paid', context: 'payment status' }),
  pending: msg({ message: 'Pending', context: 'payment status' }),
  overdue: msg({ message: 'Overdue', context: 'payment status' }),
});

/** A status value's name: its label when this build knows it, else the value capitalized. */
export function statusLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]! : capitalize(value);
}

export interface ClientFilters {
  search: string;
  status: string;
  payment_status: string;
  package: string;
  platform: string;
}

export const NO_FILTERS: ClientFilters = {
  search: '',
  status: 'all',
  payment_status: 'all',
  package: 'all',
  platform: 'all',
};

export function hasFilters(filters: ClientFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    (['status', 'payment_status', 'package', 'platform'] as const).some((key) => filters[key] !== 'all')
  );
}

/** The package filter's value for clients without a plan (`?package=none`). */
export const NO_PLAN = 'none';

/** A plan's name as the agency calls it ('Starter'), or 'No plan' in the reader's language when called. */
export function packageLabel(pkg: Client['package']): string {
  return pkg ? capitalize(pkg) : t`No plan`;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
