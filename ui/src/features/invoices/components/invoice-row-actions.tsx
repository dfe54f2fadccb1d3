import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Download, Send, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isUnpaid, type Invoice } from '../types';
import { formatMoment, nextReminderAt } from './invoice-action-dialogs';
import type { InvoiceActions } from './use-invoice-actions';

interface Props {
  invoice: Invoice;
  actions: InvoiceActions;
  /** The overview's panel offers Mark as Paid and Download only. */
  withReminder?: boolean;
  /** Icons only, for the narrow overdue panel. */
  compact?: boolean;
}

/** A square icon button with a name for assistive tech and a hover title for everyone else. */
function IconAction({
  label,
  title = label,
  icon: Icon,
  loading,
  disabled,
  onClick,
  dimmed = false,
}: {
  label: string;
  /** The hover text, when it says more than the name (when the next reminder can go). */
  title?: string;
  icon: LucideIcon;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Shown greyed (still opens its dialog, which says why it waits). */
  dimmed?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      data-waiting={dimmed || undefined}
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-400 ${dimmed ? 'text-slate-300' : 'text-slate-600'}`}
    >
      {loading ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden="true" />}
    </button>
  );
}

/**
 * Mark as Paid and Send Reminder for invoices not paid yet (spec: pending and overdue), Download PDF for
 * all. Reminder and download are icons with names, so the row stays narrow.
 */
export function InvoiceRowActions({ invoice, actions, withReminder = true, compact = false }: Props) {
  const { t } = useLingui();
  const busy = actions.busy(invoice);
  const unpaid = isUnpaid(invoice);
  const waitUntil = nextReminderAt(invoice);
  const nextAt = waitUntil ? formatMoment(waitUntil) : null;
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      {unpaid &&
        (compact ? (
          <IconAction
            label={t`Mark as Paid`}
            icon={CheckCircle2}
            loading={busy === 'mark-paid'}
            disabled={busy !== null}
            onClick={() => actions.run(invoice, 'mark-paid')}
          />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="mr-1"
            icon={<CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />}
            loading={busy === 'mark-paid'}
            disabled={busy !== null}
            onClick={() => actions.run(invoice, 'mark-paid')}
          >
            <Trans>Mark as Paid</Trans>
          </Button>
        ))}
      {unpaid && withReminder && (
        <IconAction
          label={t`Send Reminder`}
          title={nextAt ? t`Reminded in the last 24 hours; the next can go ${nextAt}` : undefined}
          dimmed={waitUntil !== null}
          icon={Send}
          loading={busy === 'remind'}
          disabled={busy !== null}
          onClick={() => actions.run(invoice, 'remind')}
        />
      )}
      <IconAction
        label={t`Download PDF`}
        icon={Download}
        loading={busy === 'download'}
        disabled={busy !== null}
        onClick={() => actions.run(invoice, 'download')}
      />
    </div>
  );
}
