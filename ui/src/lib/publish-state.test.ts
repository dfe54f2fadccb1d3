import { describe, expect, it } from 'vitest';
import { allValues } from './types';
import { clientPublishWords, isOut, publishWords, viewOnLabel, type PublishState } from './publish-state';

const STATES = allValues<PublishState>()([
  'not_approved',
  'manual',
  'needs_account',
  'needs_reconnect',
  'not_publishable',
  'paused',
  'held',
  'scheduled',
  'queued',
  'publishing',
  'published',
  'failed',
  'by_hand',
]);

describe('publishWords', () => {
  it('has words for every state', () => {
    for (const state of STATES) expect(publishWords(state, 'instagram').label).not.toBe('');
  });
  it('says a failure and a TikTok post plainly', () => {
    expect(publishWords('failed', 'instagram')).toMatchObject({ label: 'Publish failed', tone: 'danger' });
    expect(publishWords('manual', 'tiktok').detail).toBe('Published by hand: post it on TikTok, then Mark as posted.');
    expect(publishWords('needs_reconnect', 'youtube').label).toBe('Reconnect to publish');
  });
});

describe('clientPublishWords', () => {
  it('tells the client Scheduled, Published or that the agency is on it', () => {
    expect(clientPublishWords('not_approved')).toBeNull();
    expect(clientPublishWords('held')?.label).toBe('Scheduled');
    expect(clientPublishWords('needs_reconnect')?.label).toBe('Scheduled');
    expect(clientPublishWords('paused')?.label).toBe('Scheduled');
    expect(clientPublishWords('failed')?.label).toBe('The agency is on it');
    expect(clientPublishWords('published')?.label).toBe('Published');
    expect(clientPublishWords('by_hand')?.label).toBe('Published');
  });
});

describe('links', () => {
  it('names the platform', () => {
    expect(viewOnLabel('youtube')).toBe('View on YouTube ↗');
    expect(isOut('by_hand')).toBe(true);
    expect(isOut('failed')).toBe(false);
  });
});
