import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-errors';

// Texts and mappings from spec 000 section 8 and spec 001 sections 5 and 8.
export const AUTH_TEXT = {
  loginRequired: msg`Email and password are required`,
  invalidLoginResponse: msg`Invalid login response`,
  loginFailed: msg`Login failed. Please check your credentials.`,
  nameEmailRequired: msg`Name and email are required`,
  invalidEmail: msg`Please enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password must be at least 8 characters`,
  codeRequired: msg`Please enter the 6-digit verification code`,
  sendCodeFailed: msg`Failed to send verification code. Please try again.`,
  resendFailed: msg`Failed to resend code. Please try again.`,
  resent: msg`Code resent successfully!`,
  invalidCode: msg`Invalid or expired verification code`,
  invalidRegistrationResponse: msg`Invalid registration response`,
  emailTaken: msg`An account with this email already exists.`,
  checkInformation: msg`Please check your information and try again.`,
  registrationFailed: msg`Registration failed. Please try again.`,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginErrorMessage(error: unknown): string {
  return errorMessage(error, i18n._(AUTH_TEXT.loginFailed));
}

function isEmailTaken(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes('already exists') || lower.includes('duplicate');
}

export function sendCodeErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  if (isEmailTaken(message)) return i18n._(AUTH_TEXT.emailTaken);
  // Rate limiting is worth explaining as the server words it; anything else gets the spec's text.
  if (error instanceof ApiError && error.status === 429 && message) return message;
  return i18n._(AUTH_TEXT.sendCodeFailed);
}

export function registrationErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  const lower = message.toLowerCase();
  if (lower.includes('verification code')) return i18n._(AUTH_TEXT.invalidCode);
  if (isEmailTaken(message)) return i18n._(AUTH_TEXT.emailTaken);
  if (lower.includes('validation') || lower.includes('invalid')) return i18n._(AUTH_TEXT.checkInformation);
  return message || i18n._(AUTH_TEXT.registrationFailed);
}
