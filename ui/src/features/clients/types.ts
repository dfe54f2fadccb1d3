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

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  default: 'Default rate',
  rate: 'A specific rate',
  reverse_charge: 'Reverse charge',
  exempt: 'Exempt',
};

/** What the add-client form sends to POST /clients/: every field (an edit sends a `ClientBody`). */
export type ClientInput = Required<Omit<Schemas['ClientCreate'], 'version'>>;

export const CLIENT_STATUSES = allValues<ClientStatus>()(['active', 'pending', 'paused']);
export const PAYMENT_STATUSES = allValues<PaymentStatus>()(['paid', 'pending', 'overdue']);
export const PLATFORMS = allValues<Platform>()(['Instagram', 'TikTok', 'YouTube', 'Facebook', 'LinkedIn']);

/**
 * The packages are the billing plans (GET /billing/plans/): one catalogue for the add-client form, the
 * client's Billing page and the plan an approved transfer starts. Prices come from the plans themselves.
 */
export const PACKAGES = allValues<ClientPackage>()(['starter', 'pro', 'premium']);

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

export function packageLabel(pkg: Client['package']): string {
  return pkg ? capitalize(pkg) : 'No plan';
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'YYYY-MM-DD' is a calendar day; reading it as local midnight keeps it from shifting a day west of UTC. */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00`);
}
