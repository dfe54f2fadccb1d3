import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { oauthAlertText, type OAuthResult } from '../oauth-return';
import { useHandOff } from './use-oauth-return';

/**
 * What the connect popup shows when the provider sends it back to the overview: the result goes to the
 * window that opened it, and this one closes. The words stay in case a browser keeps it open.
 */
export function OAuthPopupHandoff({ result }: { result: OAuthResult }) {
  useLingui(); // oauthAlertText speaks the reader's language: a switch of language renders this again
  useHandOff(result);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" role="status">
      <Spinner className="size-8 text-brand-600" />
      <p className="text-base font-semibold text-slate-900">{oauthAlertText(result)}</p>
      <p className="text-sm text-slate-500">
        <Trans>This window closes by itself. You can also close it now.</Trans>
      </p>
      <Button variant="secondary" onClick={() => window.close()}>
        <Trans>Close window</Trans>
      </Button>
    </div>
  );
}
