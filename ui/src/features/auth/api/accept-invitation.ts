import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuthResponse, Schemas } from '@/lib/types';

export function acceptInvitation({ key, password }: Schemas['AcceptBody'] & { key: string }): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    `/invitations/${encodeURIComponent(key)}/accept/`,
    { password },
    { redirectOn401: false },
  );
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
