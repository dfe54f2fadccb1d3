import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hashParam, hashWith } from '@/lib/hash-link';

// The open post lives in the address ('#content?post=12'), so a notification, a pasted link and the Back
// button all open and close the same panel, from either role's content screen or the calendar.

/** The post id a content hash names, or null: '#content?post=12' -> 12. */
export function postIdFromHash(hash: string): number | null {
  const raw = hashParam(hash, 'post');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function hashWithPost(hash: string, id: number | null): string {
  return hashWith(hash, 'post', id === null ? null : String(id));
}

export function usePostLink() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const postId = postIdFromHash(hash);
  const open = useCallback((id: number) => navigate({ hash: hashWithPost(window.location.hash, id) }), [navigate]);
  // Replace rather than push: closing should not leave an entry that reopens the panel on Back.
  const close = useCallback(
    () => navigate({ hash: hashWithPost(window.location.hash, null) }, { replace: true }),
    [navigate],
  );
  return { postId, open, close };
}
