import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/card';
import { getMoney } from '@/lib/currency';
import { formatCents } from '@/lib/money';
import { centsToInput } from '@/lib/money-input';
import { bankRows } from '../billing-format';
import type { BankDetails } from '../types';
import { CopyRow } from '@/components/copy-button';

interface Props {
  amountCents: number;
  reference: string;
  /** What follows 'Write {reference} as the reference' (the plan and the invoice say it their way). */
  why: string;
  bank: BankDetails;
}

/** The agency's account, the amount and the reference, each copyable, for a plan or an invoice payment. */
export function TransferDetails({ amountCents, reference, why, bank }: Props) {
  const { t } = useLingui();
  const info = bank.additional_info.trim();
  return (
    <Card title={t`Transfer details`} description={t`Copy each line into your banking app.`}>
      <div className="divide-y divide-slate-100">
        <CopyRow
          label={t`Amount`}
          value={`${formatCents(amountCents)} (${getMoney().currency})`}
          copy={centsToInput(amountCents)}
        />
        <CopyRow label={t`Payment reference`} value={reference} copy={reference} mono />
        {bankRows(bank).map((row) => (
          <CopyRow key={row.label} label={row.label} value={row.value} copy={row.copy} mono={row.mono} />
        ))}
      </div>
      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Trans>
          Write <span className="font-mono font-semibold">{reference}</span> as the reference, {why}
        </Trans>
      </p>
      {info && (
        <div className="mt-4">
          <h3 className="text-xs font-medium text-slate-500">
            <Trans>Additional information</Trans>
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700 wrap-anywhere">
            <bdi>{info}</bdi>
          </p>
        </div>
      )}
    </Card>
  );
}
