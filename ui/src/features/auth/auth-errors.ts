import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-errors';

// Texts and mappings from spec 000 section 8 and spec 001 sections 5 and 8.
export const AUTH_TEXT = {
  loginRequired: 'Email and password are required',
  invalidLoginResponse: 'Invalid login response',
  loginFailed: 'Login failed. Please check your credentials.',
  nameEmailRequired: 'Name and email are required',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  codeRequired: 'Please enter the 6-digit verification code',
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
  resent: 'Code resent successfully!',
  invalidCode: 'Invalid or expired verification code',
  invalidRegistrationResponse: 'Invalid registration response',
  emailTaken: 'An account with this email already exists.',
  checkInformation: 'Please check your information and try again.',
  registrationFailed: 'Registration failed. Please try again.',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginErrorMessage(error: unknown): string {
  return errorMessage(error, AUTH_TEXT.loginFailed);
}

function isEmailTaken(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes('already exists') || lower.includes('duplicate');
}

export function sendCodeErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  if (isEmailTaken(message)) return AUTH_TEXT.emailTaken;
  // Rate limiting is worth explaining as the server words it; anything else gets the spec's text.
  if (error instanceof ApiError && error.status === 429 && message) return message;
  return AUTH_TEXT.sendCodeFailed;
}

export function registrationErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  const lower = message.toLowerCase();
  if (lower.includes('verification code')) return AUTH_TEXT.invalidCode;
  if (isEmailTaken(message)) return AUTH_TEXT.emailTaken;
  if (lower.includes('validation') || lower.includes('invalid')) return AUTH_TEXT.checkInformation;
  return message || AUTH_TEXT.registrationFailed;
}
