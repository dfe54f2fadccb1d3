import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hashParam, hashWith } from '@/lib/hash-link';

// The invoice being paid lives in the address ('#billing?invoice=7'), so the overview's Pay Now, a pasted
// link and the Back button all open the same view.

/** The invoice id a billing hash names, or null: '#billing?invoice=7' -> 7. */
export function invoiceIdFromHash(hash: string): number | null {
  const raw = hashParam(hash, 'invoice');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function useInvoiceLink() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const invoiceId = invoiceIdFromHash(hash);
  const close = useCallback(
    () => navigate({ hash: hashWith(window.location.hash, 'invoice', null) }, { replace: true }),
    [navigate],
  );
  return { invoiceId, close };
}
