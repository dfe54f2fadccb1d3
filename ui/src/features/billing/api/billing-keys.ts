/** The client's billing data; every billing change invalidates `all`, which refetches what is shown. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  bankDetails: () => [...billingKeys.all, 'bank-details'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};
