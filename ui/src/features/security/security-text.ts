// The Security settings' pure parts: how a secret is shown for typing, the recovery codes' file, the QR
// code's image address, and the session lifetimes' limits. Words are in the reader's language (called at render).
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A base32 secret in groups of four, as people type it into an app: 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string, size = 4): string {
  const plain = secret.replace(/\s+/g, '').toUpperCase();
  return (plain.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** The server's QR code (an SVG document) as an image address. */
export function qrImageSrc(svg: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a data URL
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The .txt file of recovery codes: where they are for, when they were made, one code a line. */
export function recoveryCodesText(codes: readonly string[], portal: string, made: Date = new Date()): string {
  const day = made.toISOString().slice(0, 10);
  return [
    t`Recovery codes for ${portal}`,
    t`Made on ${day}. Each code signs in once, in place of your authenticator app or passkey.`,
    t`Keep them somewhere safe; making new codes stops these from working.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The file name: the portal's name in a form every system accepts. */
export function recoveryCodesFilename(portal: string): string {
  const slug = portal
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const name = slug || 'atrium';
  return t({ message: `${name}-recovery-codes.txt`, comment: 'A file name: lower-case words joined by hyphens' });
}

export const DAYS_MIN = 1;
export const DAYS_MAX = 365;

/** A lifetime typed in days, or the sentence saying what is wrong with it. */
export function readDays(input: string): { days: number } | { error: string } {
  const days = Number(input.trim());
  if (!/^\d+$/.test(input.trim()) || days < DAYS_MIN || days > DAYS_MAX)
    return { error: t`Enter a whole number of days from ${DAYS_MIN} to ${DAYS_MAX}.` };
  return { days };
}

/** 'App code', 'Passkey'…: how a session was signed in, in words. */
export const SIGNED_IN_WITH: Record<'password' | 'totp' | 'recovery' | 'passkey', MessageDescriptor> = {
  password: msg`Password`,
  totp: msg`Password and app code`,
  recovery: msg`Password and recovery code`,
  passkey: msg`Passkey`,
};
