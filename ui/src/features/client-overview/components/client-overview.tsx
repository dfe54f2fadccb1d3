import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { may } from '@/lib/seat';
import type { User } from '@/lib/types';
import { useClientStats } from '../api/get-client-stats';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { usePaymentHistory } from '../api/get-payment-history';
import { usePerformance } from '../api/get-performance';
import { useRecentContent } from '../api/get-recent-content';
import { useRecentMessages } from '../api/get-recent-messages';
import { useSocialAccounts } from '../api/get-social-accounts';
import { isOAuthPopup } from './use-oauth-return';
import { oauthAlertText, readOAuthReturn, type OAuthResult } from '../oauth-return';
import { hasActiveAccount } from '../overview-figures';
import { OVERVIEW_TEXT, PERFORMANCE_MONTHS, type Platform } from '../types';
import { ConnectDialog } from './connect-dialog';
import { ConnectPrompt } from './connect-prompt';
import { ConnectedAccounts } from './connected-accounts';
import { LoadFailed } from './load-failed';
import { NextPaymentBanner } from './next-payment-banner';
import { OAuthPopupHandoff } from './oauth-popup-handoff';
import { PaymentHistory } from './payment-history';
import { PerformanceOverview } from './performance-overview';
import { QuickActions } from './quick-actions';
import { RecentContent } from './recent-content';
import { RecentMessages } from './recent-messages';
import { SendMessageDialog } from './send-message-dialog';
import { StatsCards } from './stats-cards';
import { useNotice } from './use-notice';
import { useOAuthConnect } from './use-oauth-connect';
import { useOAuthReturn } from './use-oauth-return';
import { WelcomeBanner } from './welcome-banner';

/** The client's dashboard overview (spec 001 section 2.4). */
export function ClientOverview({ user }: { user: User }) {
  const { hash } = useLocation();
  const returned = readOAuthReturn(hash);
  // The connect popup lands here when the provider is done: it only hands the result back and closes.
  if (returned && isOAuthPopup()) return <OAuthPopupHandoff result={returned} />;
  return <Overview user={user} />;
}

function Overview({ user }: { user: User }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const stats = useClientStats();
  const accounts = useSocialAccounts();
  // The panels ask for their own figures; asking here as well (the same queries, fetched once) lets the
  // overview appear in one piece when every answer is in, instead of panel by panel, each arrival pushing
  // the panels below it down the screen (a layout shift of 0.4 on a phone).
  // What the seat opens; the rest is neither shown nor asked for (the server would refuse it).
  const can = {
    manage: may(user, 'team'),
    create: may(user, 'review'),
    messages: may(user, 'messages'),
    billing: may(user, 'billing'),
  };
  const messages = useRecentMessages(can.messages);
  const payments = usePaymentHistory(can.billing);
  const providers = useOAuthProviders(can.manage);
  const panels = [
    useRecentContent(),
    usePerformance(PERFORMANCE_MONTHS),
    ...(can.messages ? [messages] : []),
    ...(can.billing ? [payments] : []),
    ...(can.manage ? [providers] : []),
  ];
  // Deferred, so the one large render of the whole overview runs in interruptible slices, not one long task.
  const settled = useDeferredValue([stats, accounts, ...panels].every((query) => !query.isPending));
  const { notice, show, clear } = useNotice();
  const [dialog, setDialog] = useState<'connect' | 'message' | null>(null);

  const showResult = useCallback(
    (result: OAuthResult) => {
      // Closed either way, so the alert on the overview is what the client sees.
      setDialog(null);
      show({ tone: result.kind === 'success' ? 'success' : 'error', text: oauthAlertText(result) });
    },
    [show],
  );
  const oauth = useOAuthConnect(showResult);
  const noticeBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The client may have scrolled down to a quick action: bring the result into view.
    if (notice) noticeBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  useOAuthReturn(showResult);

  const openConnect = () => {
    oauth.clearError();
    setDialog('connect');
  };
  const reconnect = (platform: Platform) => {
    setDialog('connect');
    void oauth.connect(platform);
  };
  const accountList = accounts.data ?? [];
  const refreshing = (stats.isFetching && !stats.isPending) || (accounts.isFetching && !accounts.isPending);

  return (
    <div className="space-y-6">
      <WelcomeBanner
        user={user}
        refreshing={refreshing}
        // Everything on screen, as a reload would.
        onRefresh={() => void queryClient.invalidateQueries({ type: 'active' })}
      />
      {notice && (
        <div ref={noticeBox} className="scroll-mt-20">
          <Alert tone={notice.tone}>
            <span className="wrap-anywhere">{notice.text}</span>
            {notice.tone === 'error' && (
              <button type="button" onClick={clear} className="ml-2 font-semibold underline underline-offset-2">
                <Trans>Dismiss</Trans>
              </button>
            )}
          </Alert>
        </div>
      )}
      {settled ? (
        <>
          {/* The spec's order: stats, the connect prompt, then the next payment. */}
          <QueryState
            query={stats}
            loading={t`Loading dashboard`}
            failed={t(OVERVIEW_TEXT.loadFailed)}
            error={(_, retry) => <LoadFailed retry={retry} />}
          >
            {(figures) => <StatsCards stats={figures} />}
          </QueryState>
          {can.manage && accounts.isSuccess && !hasActiveAccount(accountList) && (
            <ConnectPrompt onConnect={openConnect} />
          )}
          {can.billing && stats.data && <NextPaymentBanner stats={stats.data} />}

          {/* Two columns that stack on their own (not grid rows, whose heights would leave holes); on a phone
             the panels come in the spec's order. grid-cols-1 so a long name cannot widen the page. */}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <div className="space-y-6">
              <QueryState
                query={accounts}
                loading={t`Loading accounts`}
                failed={t(OVERVIEW_TEXT.loadFailed)}
                size="panel"
                error={(_, retry) => <LoadFailed retry={retry} />}
              >
                {(list) => (
                  <ConnectedAccounts
                    accounts={list}
                    connecting={oauth.connecting}
                    onConnect={openConnect}
                    onReconnect={reconnect}
                    canManage={can.manage}
                  />
                )}
              </QueryState>
              <RecentContent canCreate={can.create} />
            </div>
            <div className="space-y-6">
              <PerformanceOverview />
              {can.messages && <RecentMessages onSend={() => setDialog('message')} />}
              {can.billing && <PaymentHistory />}
            </div>
          </div>
          <QuickActions
            onConnect={can.manage ? openConnect : null}
            onMessage={can.messages ? () => setDialog('message') : null}
            createContent={can.create}
            billing={can.billing}
          />
        </>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t`Loading dashboard`} className="size-8 text-brand-600" />
        </div>
      )}

      <ConnectDialog
        open={dialog === 'connect'}
        onClose={() => setDialog(null)}
        accounts={accountList}
        connecting={oauth.connecting}
        error={oauth.error}
        onConnect={(platform) => void oauth.connect(platform)}
      />
      <SendMessageDialog
        open={dialog === 'message'}
        onClose={() => setDialog(null)}
        onSent={() => {
          setDialog(null);
          show({ tone: 'success', text: t(OVERVIEW_TEXT.messageSent) });
        }}
      />
    </div>
  );
}
