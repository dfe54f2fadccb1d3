import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export function acceptInvitation({ key, password }: Schemas['AcceptBody'] & { key: string }): Promise<AuthResponse> {
  return postApi('/invitations/{key}/accept/' as const, { path: { key }, body: { password }, redirectOn401: false });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
