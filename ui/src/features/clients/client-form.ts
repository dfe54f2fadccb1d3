import { msg, t } from '@lingui/core/macro';
import { translated } from '@/lib/i18n-labels';
import { defaultShow, type FieldLabels } from '@/lib/form-changes';
import { formatCurrency } from '@/lib/format';
import { getMoney } from '@/lib/currency';
import { minorPerMajor } from '@/lib/money';
import { centsToInput } from '@/lib/money-input';
import type { Plan } from '@/lib/billing-plans';
import {
  capitalize,
  CLIENT_STATUS_LABELS,
  statusLabel,
  TAX_TREATMENT_LABELS,
  type Client,
  type ClientInput,
  type TaxTreatment,
  type ClientPackage,
  type ClientStatus,
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
  platforms: Platform[];
  next_payment: string;
  account_manager: string;
  tax_id: string;
  tax_treatment: TaxTreatment;
  /** A tax rate id as the select holds it; '' unless tax_treatment is 'rate'. */
  tax_rate: string;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  email: '',
  company: '',
  monthly_fee: '',
  package: 'starter',
  status: 'active',
  platforms: [],
  next_payment: '',
  account_manager: '',
  tax_id: '',
  tax_treatment: 'default',
  tax_rate: '',
};

export const TAX_ID_MAX = 40;

export function formFromClient(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email,
    company: client.company,
    monthly_fee: String(client.monthly_fee),
    package: client.package ?? '',
    status: client.status,
    platforms: client.platforms,
    next_payment: client.next_payment ?? '',
    account_manager: client.account_manager ?? '',
    tax_id: client.tax_id,
    tax_treatment: client.tax_treatment,
    tax_rate: client.tax_rate === null ? '' : String(client.tax_rate),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** In the reader's language when called. The checks worth doing before a round trip; the server re-checks and names any field it rejects. */
export function validateClientForm(values: ClientFormValues): Partial<Record<keyof ClientFormValues, string>> {
  const errors: Partial<Record<keyof ClientFormValues, string>> = {};
  if (!values.name.trim()) errors.name = t`Name is required`;
  if (!values.email.trim()) errors.email = t`Email is required`;
  else if (!EMAIL.test(values.email.trim())) errors.email = t`Please enter a valid email address`;
  if (!values.company.trim()) errors.company = t`Company is required`;
  const fee = Number(values.monthly_fee);
  if (values.monthly_fee.trim() === '' || !Number.isFinite(fee) || fee < 0) {
    const currency = getMoney().currency;
    errors.monthly_fee =
      currency === 'USD'
        ? t`Monthly fee must be a number of dollars, 0 or more`
        : t`Monthly fee must be a number in ${currency}, 0 or more`;
  }
  const max = TAX_ID_MAX;
  if (values.tax_id.trim().length > max) errors.tax_id = t`Tax id must be at most ${max} characters`;
  if (values.tax_treatment === 'rate' && !values.tax_rate) errors.tax_rate = t`Choose the rate`;
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
    platforms: values.platforms,
    next_payment: values.next_payment || null,
    account_manager: values.account_manager.trim(),
    tax_id: values.tax_id.trim(),
    tax_treatment: values.tax_treatment,
    // The rate goes only with 'A specific rate'; the other treatments carry none.
    tax_rate: values.tax_treatment === 'rate' && values.tax_rate ? Number(values.tax_rate) : null,
  };
}

/** A plan's monthly price as the fee input's text: 25000 cents -> '250', 42050 -> '420.50' (EUR; JPY has no decimals). */
export function feeText(cents: number): string {
  const per = minorPerMajor();
  return cents % per === 0 ? String(cents / per) : centsToInput(cents);
}

/** The add-client form's starting values: the first plan, at its price. */
export function emptyClientForm(plans: readonly Plan[]): ClientFormValues {
  const first = plans.find((plan) => plan.id === EMPTY_CLIENT_FORM.package) ?? plans[0];
  return first
    ? { ...EMPTY_CLIENT_FORM, package: first.id as ClientPackage, monthly_fee: feeText(first.price_cents) }
    : EMPTY_CLIENT_FORM;
}

/** Switching package moves the fee along only while it still holds the old package's price. */
export function feeAfterPackageChange(
  fee: string,
  from: ClientPackage | '',
  to: ClientPackage | '',
  plans: readonly Plan[],
): string {
  const price = (id: ClientPackage | '') => plans.find((plan) => plan.id === id)?.price_cents;
  // No plan costs nothing: a client without one moves to the new package's price while the fee is still 0.
  const oldCents = from ? price(from) : 0;
  const newCents = to ? price(to) : undefined;
  if (newCents === undefined || oldCents === undefined) return fee;
  if (fee.trim() !== '' && Math.round(Number(fee) * minorPerMajor()) !== oldCents) return fee;
  return feeText(newCents);
}

/** The conflict view's names for the fields, as the form labels them. */
export const CLIENT_FIELD_LABELS: FieldLabels<ClientFormValues> = translated({
  name: msg`Name`,
  email: msg`Email`,
  company: msg`Company`,
  monthly_fee: msg`Monthly fee`,
  package: msg`Package`,
  status: msg`Status`,
  platforms: msg`Platforms`,
  next_payment: msg`Next payment`,
  account_manager: msg`Account manager`,
  tax_id: msg`Tax id`,
  tax_treatment: msg({ message: 'Tax', context: 'form field' }),
  tax_rate: msg`Tax rate`,
});

/** Values as the card shows them ('$2,000', 'Growth'), so the conflict view reads like the rest of the screen. */
export function showClientValue(key: string, value: unknown): string {
  if (key === 'monthly_fee' && value !== '' && Number.isFinite(Number(value))) return formatCurrency(Number(value));
  if (key === 'package' && typeof value === 'string' && value) return capitalize(value);
  if (key === 'status' && typeof value === 'string' && value) return statusLabel(CLIENT_STATUS_LABELS, value);
  if (key === 'next_payment' && !value) return t`Not set`;
  if (key === 'package' && !value) return t`No plan`;
  if (key === 'tax_treatment' && typeof value === 'string' && value in TAX_TREATMENT_LABELS)
    return TAX_TREATMENT_LABELS[value as TaxTreatment];
  return defaultShow(key, value);
}
