import { defaultShow, type FieldLabels } from '@/lib/form-changes';
import { formatCurrency } from '@/lib/format';
import {
  capitalize,
  DEFAULT_MONTHLY_FEE,
  PACKAGE_PRICES,
  type Client,
  type ClientInput,
  type ClientPackage,
  type ClientStatus,
  type PaymentStatus,
  type Platform,
} from './types';

export interface ClientFormValues {
  name: string;
  email: string;
  company: string;
  monthly_fee: string;
  /** '' for a client without a plan (`package: null`); the form never offers it to others. */
  package: ClientPackage | '';
  status: ClientStatus;
  payment_status: PaymentStatus;
  platforms: Platform[];
  next_payment: string;
  account_manager: string;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  email: '',
  company: '',
  monthly_fee: String(DEFAULT_MONTHLY_FEE),
  package: 'starter',
  status: 'active',
  payment_status: 'pending',
  platforms: [],
  next_payment: '',
  account_manager: '',
};

export function formFromClient(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email,
    company: client.company,
    monthly_fee: String(client.monthly_fee),
    package: client.package ?? '',
    status: client.status,
    payment_status: client.payment_status,
    platforms: client.platforms,
    next_payment: client.next_payment ?? '',
    account_manager: client.account_manager ?? '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks worth doing before a round trip; the server re-checks and names any field it rejects. */
export function validateClientForm(values: ClientFormValues): Partial<Record<keyof ClientFormValues, string>> {
  const errors: Partial<Record<keyof ClientFormValues, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.company.trim()) errors.company = 'Company is required';
  const fee = Number(values.monthly_fee);
  if (values.monthly_fee.trim() === '' || !Number.isFinite(fee) || fee < 0)
    errors.monthly_fee = 'Monthly fee must be a number of dollars, 0 or more';
  return errors;
}

export function toClientInput(values: ClientFormValues): ClientInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    monthly_fee: Number(values.monthly_fee),
    package: values.package || null,
    status: values.status,
    payment_status: values.payment_status,
    platforms: values.platforms,
    next_payment: values.next_payment || null,
    account_manager: values.account_manager.trim(),
  };
}

/** Switching package moves the fee along only while it still holds the old package's price. */
export function feeAfterPackageChange(fee: string, from: ClientPackage | '', to: ClientPackage | ''): string {
  // No plan costs nothing: a client without one moves to the new package's price while the fee is still 0.
  const oldPrice = from ? PACKAGE_PRICES[from] : 0;
  const newPrice = to ? PACKAGE_PRICES[to] : null;
  if (newPrice === null || (oldPrice !== null && Number(fee) !== oldPrice)) return fee;
  return String(newPrice);
}

/** The conflict view's names for the fields, as the form labels them. */
export const CLIENT_FIELD_LABELS: FieldLabels<ClientFormValues> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  monthly_fee: 'Monthly fee',
  package: 'Package',
  status: 'Status',
  payment_status: 'Payment status',
  platforms: 'Platforms',
  next_payment: 'Next payment',
  account_manager: 'Account manager',
};

/** Values as the card shows them ('$2,000', 'Growth'), so the conflict view reads like the rest of the screen. */
export function showClientValue(key: string, value: unknown): string {
  if (key === 'monthly_fee' && value !== '' && Number.isFinite(Number(value))) return formatCurrency(Number(value));
  if ((key === 'package' || key === 'status' || key === 'payment_status') && typeof value === 'string' && value)
    return capitalize(value);
  if (key === 'next_payment' && !value) return 'Not set';
  if (key === 'package' && !value) return 'No plan';
  return defaultShow(key, value);
}
