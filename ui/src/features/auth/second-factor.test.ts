import { i18n } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  initialCodeMode,
  normalizeAppCode,
  normalizeRecoveryCode,
  readCode,
  SECOND_FACTOR_TEXT,
  secondFactorRefusal,
} from './second-factor';

describe('the second sign-in step', () => {
  it('opens on the app code when there is an app, else on a recovery code', () => {
    expect(initialCodeMode(['totp', 'passkey', 'recovery'])).toBe('app');
    expect(initialCodeMode(['passkey', 'recovery'])).toBe('recovery');
    expect(initialCodeMode(['passkey'])).toBeNull();
  });

  it('reads six digits however the app spaces them', () => {
    expect(normalizeAppCode('123 456')).toBe('123456');
    expect(normalizeAppCode('12-34-56-7')).toBe('123456');
    expect(readCode('app', '12345')).toEqual({ error: i18n._(SECOND_FACTOR_TEXT.appCodeRequired) });
    expect(readCode('app', ' 654 321 ')).toEqual({ code: '654321' });
  });

  it('reads a recovery code in any case, with or without its dash', () => {
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('ABCDE-FGHJK');
    expect(normalizeRecoveryCode('ABCDE FGHJK')).toBe('ABCDE-FGHJK');
    expect(normalizeRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
    expect(readCode('recovery', 'abc')).toEqual({ error: i18n._(SECOND_FACTOR_TEXT.recoveryCodeRequired) });
    expect(readCode('recovery', 'abcdefghjk')).toEqual({ code: 'ABCDE-FGHJK' });
  });

  it('sends the person back to the password when the ticket expired', () => {
    const expired = new ApiError(422, 'Validation failed', {
      message: 'Validation failed',
      fields: { ticket: ['This sign-in expired; enter your password again.'] },
    });
    expect(secondFactorRefusal(expired)).toEqual({
      expired: true,
      message: 'This sign-in expired; enter your password again.',
    });
  });

  it('says a wrong code under the field and a rate limit in the box', () => {
    const wrong = new ApiError(422, 'Validation failed', { fields: { code: ['That code is not right.'] } });
    expect(secondFactorRefusal(wrong)).toEqual({ expired: false, field: 'That code is not right.' });
    const limited = new ApiError(429, 'Too many tries', { message: 'Too many tries. Wait 15 minutes.' });
    expect(secondFactorRefusal(limited)).toEqual({ expired: false, message: 'Too many tries. Wait 15 minutes.' });
    expect(secondFactorRefusal(new Error('offline'))).toEqual({
      expired: false,
      message: i18n._(SECOND_FACTOR_TEXT.failed),
    });
  });
});
