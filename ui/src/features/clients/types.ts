export const CLIENT_STATUSES = ['active', 'pending', 'paused'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PACKAGES = ['starter', 'growth', 'professional', 'enterprise'] as const;
export type ClientPackage = (typeof PACKAGES)[number];

/** Add-client package prices from spec 000 section 9, shown as hints; the fee itself stays editable. */
export const PACKAGE_PRICES: Record<ClientPackage, number | null> = {
  starter: 1500,
  growth: 3000,
  professional: 5000,
  enterprise: null,
};

export const PLATFORMS = ['Instagram', 'TikTok', 'YouTube', 'Facebook', 'LinkedIn'] as const;

export const DEFAULT_MONTHLY_FEE = 1500;

export interface Client {
  id: number;
  name: string;
  email: string;
  company: string;
  /** null for a client nobody has put on a plan yet, such as one who registered alone. */
  package: ClientPackage | (string & {}) | null;
  monthly_fee: number;
  status: ClientStatus | (string & {});
  payment_status: PaymentStatus | (string & {});
  platforms: string[];
  next_payment: string | null;
  account_manager: string;
  total_spent: number;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_email: string | null;
  user_avatar: string | null;
  invitation_pending: boolean;
  created_at: string;
  updated_at: string;
  /** +1 on every change (contract point 1); sent back with an edit so a stale one is refused. */
  version?: number;
}

export interface ClientInput {
  name: string;
  email: string;
  company: string;
  monthly_fee: number;
  package: ClientPackage | null;
  status: ClientStatus;
  payment_status: PaymentStatus;
  platforms: string[];
  next_payment: string | null;
  account_manager: string;
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
