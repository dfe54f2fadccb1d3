import { msg } from '@lingui/core/macro';
import { translated } from './i18n-labels';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiError } from './api';
import { errorMessage } from './api-errors';

// Passkeys through @simplewebauthn/browser, loaded only when a passkey is made or used, so the first load of
// a page does not carry it. The server (webauthn-rs) sends `{publicKey: {...}}` with binary fields in
// base64url and reads the JSON the library answers as it is.

/** The server's `options`: what `navigator.credentials` takes, under `publicKey`. */
export type PasskeyOptions = { [key: string]: unknown };
/** The browser's answer, sent back to the server untouched. */
export type PasskeyCredential = { [key: string]: unknown };

/** Whether this browser can make and use passkeys at all (the button is hidden where it cannot). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function publicKeyOf<T>(options: PasskeyOptions): T {
  return options.publicKey as T;
}

/** Asks the browser (and the person) to make a passkey for the options the server gave. */
export async function createPasskey(options: PasskeyOptions): Promise<PasskeyCredential> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({
    optionsJSON: publicKeyOf<PublicKeyCredentialCreationOptionsJSON>(options),
  });
  return answer as unknown as PasskeyCredential;
}

/** Asks the browser (and the person) to sign the server's challenge with a passkey. */
export async function getPasskey(options: PasskeyOptions): Promise<PasskeyCredential> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({
    optionsJSON: publicKeyOf<PublicKeyCredentialRequestOptionsJSON>(options),
  });
  return answer as unknown as PasskeyCredential;
}

export const PASSKEY_TEXT = translated({
  cancelled: msg`The passkey request was cancelled or timed out. Try again.`,
  alreadyAdded: msg`This device already holds a passkey for your account.`,
  failed: msg`Could not use the passkey. Try again.`,
});

/**
 * The words for a failed passkey step: the server's own when it answered, else what the browser said in
 * terms a person can act on (cancelled, already registered).
 */
export function passkeyErrorMessage(error: unknown, fallback: string = PASSKEY_TEXT.failed): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return PASSKEY_TEXT.alreadyAdded;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return PASSKEY_TEXT.cancelled;
  return fallback;
}
