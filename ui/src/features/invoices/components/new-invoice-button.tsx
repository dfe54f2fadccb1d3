import { Trans } from '@lingui/react/macro';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import type { Invoice } from '../types';
import { NewInvoiceDialog } from './new-invoice-dialog';

interface Props {
  variant?: 'primary' | 'secondary';
  /** Preselects a client in the dialog. */
  client?: string;
  onCreated?: (invoice: Invoice) => void;
}

/** New Invoice on the Invoices screen and the overview: the same dialog, without leaving the page. */
export function NewInvoiceButton({ variant = 'secondary', client, onCreated }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} icon={<Receipt className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        <Trans>New Invoice</Trans>
      </Button>
      {open && <NewInvoiceDialog client={client} onClose={() => setOpen(false)} onCreated={onCreated} />}
    </>
  );
}
