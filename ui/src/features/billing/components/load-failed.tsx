import { Trans } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { BILLING_TEXT } from '../types';

/** The spec words a billing load failure itself, whatever the server said (spec 001 section 8). */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <Alert tone="error">
      {BILLING_TEXT.loadFailed}{' '}
      <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
        <Trans>Try again</Trans>
      </button>
    </Alert>
  );
}
