import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { PLATFORM_LABELS, type ManualSyncResult, type Platform } from './types';

/** Shown with `i18n._(SYNC_FAILED)`. */
export const SYNC_FAILED = msg`Failed to refresh data. Please try again.`;

export interface SyncFeedback {
  tone: 'success' | 'error';
  text: string;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  const list = words.slice(0, -1).join(', ');
  const last = words.at(-1);
  return t({ message: `${list} and ${last}`, comment: 'A list of platforms: "Instagram and YouTube"' });
}

function platformsOf(results: ManualSyncResult['results']): string[] {
  const seen = new Set<Platform>(results.map((result) => result.platform));
  return [...seen].map((platform) => PLATFORM_LABELS[platform]);
}

/**
 * What Refresh says after POST /sync/manual/. The spec's sentence, '✓ Data refreshed! YouTube stats
 * updated.', names YouTube whatever was synced; here it names the platforms that really were, and says
 * which accounts could not be (with the server's reason) rather than claim success for them.
 */
export function syncFeedback(answer: ManualSyncResult): SyncFeedback {
  const ok = answer.results.filter((result) => result.result === 'ok');
  // Synced minutes ago, so the server left it alone: fresh already, not a failure.
  const skipped = answer.results.filter((result) => result.result === 'skipped');
  const failed = answer.results.filter((result) => result.result !== 'ok' && result.result !== 'skipped');
  if (answer.results.length === 0) {
    return { tone: 'error', text: t`No connected accounts to refresh. Connect an account on your Overview first.` };
  }
  const said = (results: typeof failed) => results.map((result) => `@${result.username}: ${result.message}`).join(' ');
  const skippedText = said(skipped);
  const fresh = skipped.length > 0 ? ` ${t`Already up to date: ${skippedText}`}` : '';
  if (ok.length === 0 && failed.length === 0) return { tone: 'success', text: fresh.trim() };
  if (ok.length === 0) return { tone: 'error', text: `${i18n._(SYNC_FAILED)} ${said(failed)}${fresh}`.trim() };
  const platforms = joinWords(platformsOf(ok));
  const done = t`✓ Data refreshed! ${platforms} stats updated.`;
  const failedText = said(failed);
  return failed.length === 0
    ? { tone: 'success', text: `${done}${fresh}` }
    : { tone: 'error', text: `${done} ${t`Not refreshed: ${failedText}`}${fresh}` };
}
