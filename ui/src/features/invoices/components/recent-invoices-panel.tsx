import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { sectionHref } from '@/lib/paths';
import { useRecentInvoices } from '../api/get-invoices';
import { InvoiceActionDialogs } from './invoice-action-dialogs';
import { InvoiceActionFeedback } from './invoice-action-feedback';
import { InvoiceTable } from './invoice-table';
import { useInvoiceActions } from './use-invoice-actions';

/** The panel's query, for the overview that waits until every panel has its answer. */
export const useRecentInvoicesPanelQuery = useRecentInvoices;

/** The overview's Recent Invoices: the first five, with Mark as Paid and Download (spec 000, Admin Overview). */
export function RecentInvoicesPanel() {
  const { t } = useLingui();
  const invoices = useRecentInvoices();
  const actions = useInvoiceActions();
  return (
    <Card
      title={t`Recent Invoices`}
      as="h3"
      className="overflow-hidden"
      actions={
        <Link to={sectionHref('invoices')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View all</Trans>
        </Link>
      }
    >
      <QueryState
        query={invoices}
        size="panel"
        loading={t`Loading invoices`}
        failed={t`Could not load the invoices.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>No invoices yet. Create one with New Invoice.</Trans>
          </p>
        }
      >
        {(list) => (
          // The card's padding is taken back so the table's rows run edge to edge.
          <div className="-mx-5 -my-5 sm:-mx-6">
            {(actions.notice || actions.error) && (
              <div className="px-5 pt-4 sm:px-6">
                <InvoiceActionFeedback actions={actions} />
              </div>
            )}
            <InvoiceTable label={t`Recent invoices`} invoices={list} actions={actions} withReminder={false} />
            {/* Mark as Paid's dialog, whether or not a message is showing above. */}
            <InvoiceActionDialogs actions={actions} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
