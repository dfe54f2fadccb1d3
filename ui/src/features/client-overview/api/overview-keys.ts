// One place for the overview's query keys. A sync, a disconnect or a finished connect reloads every query
// (as the spec's page reload would), so no mutation here needs to know which key another feature uses.

export const overviewKeys = {
  all: ['client-overview'] as const,
  stats: () => [...overviewKeys.all, 'stats'] as const,
  accounts: () => [...overviewKeys.all, 'social-accounts'] as const,
  providers: () => [...overviewKeys.all, 'oauth-providers'] as const,
  content: () => [...overviewKeys.all, 'recent-content'] as const,
  performance: (months: number) => [...overviewKeys.all, 'performance', months] as const,
  messages: () => [...overviewKeys.all, 'recent-messages'] as const,
  payments: () => [...overviewKeys.all, 'payment-history'] as const,
};
