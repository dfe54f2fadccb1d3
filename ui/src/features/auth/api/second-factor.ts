import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type SecondFactorInput = Schemas['SecondFactorBody'];

/**
 * POST /auth/second-factor/: the ticket from the password step with an app code or a recovery code.
 * 422 `fields.code` for a wrong code, `fields.ticket` once the ticket expired; 429 after too many tries.
 */
export function finishWithCode(input: SecondFactorInput): Promise<AuthResponse> {
  return postApi('/auth/second-factor/' as const, { body: input, redirectOn401: false });
}

export function useFinishWithCode() {
  return useMutation({ mutationFn: finishWithCode });
}
