import { PLATFORM_LABELS, type ManualSyncResult, type Platform } from './types';

export const SYNC_FAILED = 'Failed to refresh data. Please try again.';

export interface SyncFeedback {
  tone: 'success' | 'error';
  text: string;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
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
    return { tone: 'error', text: 'No connected accounts to refresh. Connect an account on your Overview first.' };
  }
  const said = (results: typeof failed) => results.map((result) => `@${result.username}: ${result.message}`).join(' ');
  const fresh = skipped.length > 0 ? ` Already up to date: ${said(skipped)}` : '';
  if (ok.length === 0 && failed.length === 0) return { tone: 'success', text: fresh.trim() };
  if (ok.length === 0) return { tone: 'error', text: `${SYNC_FAILED} ${said(failed)}${fresh}`.trim() };
  const done = `✓ Data refreshed! ${joinWords(platformsOf(ok))} stats updated.`;
  return failed.length === 0
    ? { tone: 'success', text: `${done}${fresh}` }
    : { tone: 'error', text: `${done} Not refreshed: ${said(failed)}${fresh}` };
}
