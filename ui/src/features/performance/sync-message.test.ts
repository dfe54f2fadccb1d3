import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { SYNC_FAILED, syncFeedback } from './sync-message';
import type { ManualSyncResult } from './types';

type Result = ManualSyncResult['results'][number];
const ok = (platform: Result['platform'], username: string): Result => ({
  id: 1,
  platform,
  username,
  result: 'ok',
  message: 'Synced.',
});

describe('the Refresh message names what was really synced', () => {
  it('names each platform once', () => {
    const answer = {
      synced: 3,
      failed: 0,
      skipped: 0,
      results: [ok('instagram', 'a'), ok('youtube', 'b'), ok('instagram', 'c')],
    };
    expect(syncFeedback(answer)).toEqual({
      tone: 'success',
      text: '✓ Data refreshed! Instagram and YouTube stats updated.',
    });
  });

  it("keeps the spec's sentence when only YouTube was synced", () => {
    const answer = { synced: 1, failed: 0, skipped: 0, results: [ok('youtube', 'b')] };
    expect(syncFeedback(answer).text).toBe('✓ Data refreshed! YouTube stats updated.');
  });

  it('says which accounts failed, with the server reason', () => {
    const failed: Result = { ...ok('youtube', 'tv'), result: 'reauthorization_needed', message: 'Reconnect YouTube.' };
    const partly = syncFeedback({ synced: 1, failed: 1, skipped: 0, results: [ok('instagram', 'a'), failed] });
    expect(partly).toEqual({
      tone: 'error',
      text: '✓ Data refreshed! Instagram stats updated. Not refreshed: @tv: Reconnect YouTube.',
    });
    expect(syncFeedback({ synced: 0, failed: 1, skipped: 0, results: [failed] }).text).toBe(
      `${i18n._(SYNC_FAILED)} @tv: Reconnect YouTube.`,
    );
  });

  it('tells an account synced minutes ago apart from a failure', () => {
    const wait = 'This account was synced less than 5 minutes ago. Try again in 4 minutes.';
    const recent: Result = { ...ok('instagram', 'a'), result: 'skipped', message: wait };
    expect(syncFeedback({ synced: 0, failed: 0, skipped: 1, results: [recent] })).toEqual({
      tone: 'success',
      text: `Already up to date: @a: ${wait}`,
    });
    expect(syncFeedback({ synced: 1, failed: 0, skipped: 1, results: [ok('youtube', 'b'), recent] }).text).toBe(
      `✓ Data refreshed! YouTube stats updated. Already up to date: @a: ${wait}`,
    );
  });

  it('does not claim a refresh without accounts', () => {
    expect(syncFeedback({ synced: 0, failed: 0, skipped: 0, results: [] }).tone).toBe('error');
  });
});
