import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { PASSKEY_TEXT, passkeyErrorMessage } from './webauthn';

function named(name: string, code?: string): Error {
  const error = new Error('browser said no');
  error.name = name;
  return Object.assign(error, code ? { code } : {});
}

describe('passkey errors in words', () => {
  it("says the server's words when the server refused", () => {
    const error = new ApiError(409, 'Passkeys need a domain name.', { message: 'Passkeys need a domain name.' });
    expect(passkeyErrorMessage(error)).toBe('Passkeys need a domain name.');
  });

  it('says a cancelled or timed-out prompt as such', () => {
    expect(passkeyErrorMessage(named('NotAllowedError'))).toBe(PASSKEY_TEXT.cancelled);
    expect(passkeyErrorMessage(named('WebAuthnError', 'ERROR_CEREMONY_ABORTED'))).toBe(PASSKEY_TEXT.cancelled);
  });

  it('says a device that already holds a passkey for the account as such', () => {
    expect(passkeyErrorMessage(named('InvalidStateError'))).toBe(PASSKEY_TEXT.alreadyAdded);
    expect(passkeyErrorMessage(named('WebAuthnError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      PASSKEY_TEXT.alreadyAdded,
    );
  });

  it("falls back to the screen's own sentence", () => {
    expect(passkeyErrorMessage(new Error('odd'), 'Could not add the passkey.')).toBe('Could not add the passkey.');
    expect(passkeyErrorMessage(null)).toBe(PASSKEY_TEXT.failed);
  });
});
