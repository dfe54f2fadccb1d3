import { i18n } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { AUTH_TEXT, loginErrorMessage, registrationErrorMessage, sendCodeErrorMessage } from './auth-errors';

const apiError = (status: number, message?: string) =>
  new ApiError(status, message ?? `HTTP error! status: ${status}`, message ? { message } : null);

describe('auth error texts', () => {
  it('shows the server message for a failed login, else the spec fallback', () => {
    expect(loginErrorMessage(apiError(400, 'Invalid email or password.'))).toBe('Invalid email or password.');
    expect(loginErrorMessage(apiError(500))).toBe(i18n._(AUTH_TEXT.loginFailed));
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(i18n._(AUTH_TEXT.loginFailed));
  });

  it('maps registration failures as spec 000 section 8 says', () => {
    expect(registrationErrorMessage(apiError(409, 'User already exists'))).toBe(i18n._(AUTH_TEXT.emailTaken));
    expect(registrationErrorMessage(apiError(409, 'Duplicate email'))).toBe(i18n._(AUTH_TEXT.emailTaken));
    expect(registrationErrorMessage(apiError(422, 'Validation failed'))).toBe(i18n._(AUTH_TEXT.checkInformation));
    expect(registrationErrorMessage(apiError(422, 'Invalid or expired verification code'))).toBe(
      i18n._(AUTH_TEXT.invalidCode),
    );
    expect(registrationErrorMessage(apiError(500, 'Mailer down'))).toBe('Mailer down');
    expect(registrationErrorMessage(apiError(500))).toBe(i18n._(AUTH_TEXT.registrationFailed));
  });

  it('explains a taken email when sending the code', () => {
    expect(sendCodeErrorMessage(apiError(409, 'An account with this email already exists.'))).toBe(
      i18n._(AUTH_TEXT.emailTaken),
    );
    expect(sendCodeErrorMessage(apiError(500))).toBe(i18n._(AUTH_TEXT.sendCodeFailed));
    expect(sendCodeErrorMessage(apiError(429, 'Too many requests. Try again in a minute.'))).toBe(
      'Too many requests. Try again in a minute.',
    );
  });
});
