import { msg } from '@lingui/core/macro';
import { translated } from '@/lib/i18n-labels';
import type { Schemas } from '@/lib/types';

export type SubscriptionStatus = Schemas['SubscriptionStatus'];
/** 'cancelled': credited in full by credit notes. */
export type InvoiceStatus = Schemas['InvoiceStatus'];
/** A client's plan as the Billing screen shows it (GET /billing/subscription/). */
export type Subscription = Schemas['Subscription'];
export type PaymentVerification = Schemas['PaymentVerification'];
/** Why the latest submission was refused, until the client submits again. */
export type Rejection = Schemas['Rejection'];
export type Invoice = Schemas['Invoice'];
/** What a transfer needs; GET /admin/bank-settings/ answers it to clients too. */
export type BankDetails = Schemas['BankSettings'];
/** Submit payment verification (spec 001 section 7): every field, as the screen always sends them. */
export type VerificationInput = Required<Schemas['VerificationBody']>;

/** The spec's sentences (spec 001 sections 2.8, 5 and 8), named once for the screen and its tests. */
export const BILLING_TEXT = translated({
  loadFailed: msg`Failed to load billing data. Please try again.`,
  noPlans: msg`No plans available at the moment. Please try again later.`,
  nameRequired: msg`Please enter your full name for verification`,
  submitFailed: msg`Failed to submit verification`,
  cancelFailed: msg`Failed to cancel subscription`,
  cancelled: msg`Subscription cancelled successfully`,
  paypalUnavailable: msg`PayPal is not available at the moment`,
  bankNotConfigured: msg`Bank transfer details are being configured. Please check back later.`,
  activated: msg`Thank you for your subscription. Your account has been successfully activated.`,
  verificationTime: msg`Verification takes 1-2 business days.`,
  downloadFailed: msg`Failed to download the invoice. Please try again.`,
  mostPopular: msg`Most Popular`,
});
