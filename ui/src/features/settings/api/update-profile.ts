import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import type { Schemas, User } from '@/lib/types';
import { patchApi } from '@/lib/typed-api';

/** The profile's editable text fields, as the form holds them. */
export type ProfileFields = Pick<User, 'first_name' | 'last_name' | 'company' | 'bio'>;

/**
 * Only the fields being changed, so another tab's edit to the others survives; `version` (the one the
 * person loaded) makes a stale edit fail with 409. With `avatar` the request goes out as multipart
 * (spec 000 section 7).
 */
export type ProfileChanges = Schemas['ProfileBody'] & { avatar?: File };

export function updateProfile({ avatar, ...fields }: ProfileChanges): Promise<User> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  if (!avatar) return patchApi('/auth/me/', { body: fields });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('avatar', avatar);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/auth/me/', { body: form });
}

/** Keeps the signed-in user (and its stored copy) in step with what the server saved. */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
