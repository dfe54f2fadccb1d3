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
export const BILLING_TEXT = {
  loadFailed: 'Failed to load billing data. Please try again.',
  noPlans: 'No plans available at the moment. Please try again later.',
  nameRequired: 'Please enter your full name for verification',
  submitFailed: 'Failed to submit verification',
  cancelFailed: 'Failed to cancel subscription',
  cancelled: 'Subscription cancelled successfully',
  paypalUnavailable: 'PayPal is not available at the moment',
  bankNotConfigured: 'Bank transfer details are being configured. Please check back later.',
  activated: 'Thank you for your subscription. Your account has been successfully activated.',
  verificationTime: 'Verification takes 1-2 business days.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
  mostPopular: 'Most Popular',
} as const;
