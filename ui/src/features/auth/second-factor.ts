import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-errors';
import type { Schemas } from '@/lib/types';

// The second step of signing in: the pure parts (which code is asked for, how typed codes are read, what a
// refusal means for the step), kept apart from the form so they are tested on their own.

export type FactorKind = Schemas['FactorKind'];
/** What the code field asks for: six digits from the app, or one recovery code. */
export type CodeMode = 'app' | 'recovery';

export const SECOND_FACTOR_TEXT = {
  appCodeRequired: msg`Enter the 6-digit code from your authenticator app.`,
  recoveryCodeRequired: msg`Enter one of your recovery codes, like ABCDE-FGHJK.`,
  failed: msg`Could not check the code. Try again.`,
  expired: msg`That sign-in took too long. Enter your password again.`,
} as const;

/** The field the step opens on: the app's code when there is an app, else a recovery code. */
export function initialCodeMode(methods: readonly FactorKind[]): CodeMode | null {
  if (methods.includes('totp')) return 'app';
  if (methods.includes('recovery')) return 'recovery';
  return null;
}

/** Six digits, whatever spaces or dashes an app shows between them. */
export function normalizeAppCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** Upper case, the dash where it belongs: 'abcde fghjk' and 'ABCDEFGHJK' both read as 'ABCDE-FGHJK'. */
export function normalizeRecoveryCode(input: string): string {
  const plain = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : input.trim().toUpperCase();
}

/** The code to send, or the sentence that says what is missing. */
export function readCode(mode: CodeMode, input: string): { code: string } | { error: string } {
  if (mode === 'app') {
    const code = normalizeAppCode(input);
    return code.length === 6 ? { code } : { error: i18n._(SECOND_FACTOR_TEXT.appCodeRequired) };
  }
  const code = normalizeRecoveryCode(input);
  return code.length >= 10 ? { code } : { error: i18n._(SECOND_FACTOR_TEXT.recoveryCodeRequired) };
}

/**
 * What a refused code means for the step: `expired` sends the person back to the password (the ticket is
 * spent); a wrong code is said under the field; anything else (429 included) in the box, in the server's words.
 */
export function secondFactorRefusal(error: unknown): { expired: boolean; field?: string; message?: string } {
  if (error instanceof ApiError) {
    const ticket = error.fieldError('ticket');
    if (ticket) return { expired: true, message: ticket || i18n._(SECOND_FACTOR_TEXT.expired) };
    const code = error.fieldError('code');
    if (code) return { expired: false, field: code };
  }
  return { expired: false, message: errorMessage(error, i18n._(SECOND_FACTOR_TEXT.failed)) };
}
