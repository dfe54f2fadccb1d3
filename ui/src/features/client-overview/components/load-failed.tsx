import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { OVERVIEW_TEXT } from '../types';

/** The spec's words for a dashboard load failure (spec 001 section 8), whatever the server said, and a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert tone="error">
      <span>{t(OVERVIEW_TEXT.loadFailed)}</span>{' '}
      <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
        <Trans>Try again</Trans>
      </button>
    </Alert>
  );
}
