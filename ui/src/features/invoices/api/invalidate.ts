import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import { invoiceKeys } from './get-invoices';

/**
 * After any invoice or verification change: every invoice list and the summary here, the agency figures
 * (revenue, overdue payments), and the clients, whose payment status, total spent and next payment follow
 * their invoices (the clients feature caches them under 'clients').
 */
export function invalidateInvoiceData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.summary() });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
  void queryClient.invalidateQueries({ queryKey: ['clients'] });
}
