import { describe, expect, it } from 'vitest';
import {
  HANDOFF_TYPE,
  OAUTH_ERROR_TEXT,
  hashWithoutOAuth,
  makeHandoff,
  oauthAlertText,
  parseHandoff,
  parseStoredHandoff,
  popupFeatures,
  readOAuthReturn,
} from './oauth-return';

describe('readOAuthReturn', () => {
  it('reads a success with its username from the hash query', () => {
    expect(readOAuthReturn('#overview?oauth_success=instagram&username=maya.makes')).toEqual({
      kind: 'success',
      platform: 'instagram',
      username: 'maya.makes',
    });
    expect(readOAuthReturn('#overview?oauth_success=youtube&username=%40fake%20studio')).toEqual({
      kind: 'success',
      platform: 'youtube',
      username: '@fake studio',
    });
  });

  it('reads every error code of the spec, and any other code as unknown', () => {
    for (const code of Object.keys(OAUTH_ERROR_TEXT)) {
      expect(readOAuthReturn(`#overview?oauth_error=${code}`)).toEqual({ kind: 'error', code });
    }
    expect(readOAuthReturn('#overview?oauth_error=teapot')).toEqual({ kind: 'error', code: 'unknown' });
    expect(readOAuthReturn('#overview?oauth_error=')).toEqual({ kind: 'error', code: 'unknown' });
    // Not a key of the object's prototype either.
    expect(readOAuthReturn('#overview?oauth_error=toString')).toEqual({ kind: 'error', code: 'unknown' });
  });

  it('finds nothing in a plain hash, and an error wins over a success', () => {
    expect(readOAuthReturn('')).toBeNull();
    expect(readOAuthReturn('#overview')).toBeNull();
    expect(readOAuthReturn('#overview?oauth_success=')).toBeNull();
    expect(readOAuthReturn('#overview?oauth_success=instagram&oauth_error=denied')).toEqual({
      kind: 'error',
      code: 'denied',
    });
  });
});

describe('hashWithoutOAuth', () => {
  it('drops only the OAuth parameters', () => {
    expect(hashWithoutOAuth('#overview?oauth_success=instagram&username=maya')).toBe('#overview');
    expect(hashWithoutOAuth('#overview?oauth_error=denied&tab=x')).toBe('#overview?tab=x');
    expect(hashWithoutOAuth('')).toBe('#overview');
  });
});

describe('oauthAlertText', () => {
  it('names the account on success and gives the spec sentence on failure', () => {
    expect(oauthAlertText({ kind: 'success', platform: 'instagram', username: 'maya.makes' })).toBe(
      'Instagram account @maya.makes connected successfully!',
    );
    expect(oauthAlertText({ kind: 'success', platform: 'youtube', username: '@fakestudiotv' })).toBe(
      'YouTube account @fakestudiotv connected successfully!',
    );
    expect(oauthAlertText({ kind: 'success', platform: 'youtube', username: '' })).toBe(
      'YouTube account connected successfully!',
    );
    expect(oauthAlertText({ kind: 'error', code: 'invalid_state' })).toBe(
      'Connection failed: Security validation failed. Please try again',
    );
    expect(oauthAlertText({ kind: 'error', code: 'no_channel' })).toBe(
      'Connection failed: No YouTube channel found for this account',
    );
  });
});

describe('handoffs', () => {
  it('round-trip through JSON and keep their id', () => {
    const handoff = makeHandoff({ kind: 'success', platform: 'instagram', username: 'maya' }, 'abc');
    expect(parseStoredHandoff(JSON.stringify(handoff))).toEqual(handoff);
    expect(parseHandoff({ type: HANDOFF_TYPE, id: 'x', result: { kind: 'error', code: 'weird' } })).toEqual(
      makeHandoff({ kind: 'error', code: 'unknown' }, 'x'),
    );
  });

  it('refuse anything else posted or stored', () => {
    expect(parseHandoff(null)).toBeNull();
    expect(parseHandoff('atrium:oauth-result')).toBeNull();
    expect(parseHandoff({ type: 'other', id: 'x', result: { kind: 'error', code: 'denied' } })).toBeNull();
    expect(parseHandoff({ type: HANDOFF_TYPE, result: { kind: 'error', code: 'denied' } })).toBeNull();
    expect(parseHandoff({ type: HANDOFF_TYPE, id: 'x', result: { kind: 'success', platform: '' } })).toBeNull();
    expect(parseStoredHandoff('{not json')).toBeNull();
    expect(parseStoredHandoff(null)).toBeNull();
  });
});

describe('popupFeatures', () => {
  it('centres a 500x600 popup on the opening window, never off screen', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 }, 500, 600)).toBe(
      'popup=yes,width=500,height=600,left=500,top=200',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 500 }, 500, 600)).toBe(
      'popup=yes,width=500,height=600,left=0,top=0',
    );
  });
});
