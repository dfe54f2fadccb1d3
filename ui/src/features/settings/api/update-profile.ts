import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { User } from '@/lib/types';

export interface ProfileInput {
  first_name: string;
  last_name: string;
  company: string;
  bio: string;
  /** When present the request goes out as multipart (spec 000 section 7). */
  avatar?: File;
}

export function updateProfile({ avatar, ...fields }: ProfileInput): Promise<User> {
  if (!avatar) return api.patch<User>('/auth/me/', fields);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('avatar', avatar);
  return api.patch<User>('/auth/me/', form);
}

/** Keeps the signed-in user (and its stored copy) in step with what the server saved. */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
