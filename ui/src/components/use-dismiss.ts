import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a popover while it is open: a pointer press outside `root`, or Escape. `onDismiss` learns which,
 * so a caller can return focus to its trigger after Escape (after an outside click focus belongs where
 * the person clicked).
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (by: 'outside' | 'escape') => void,
) {
  // The latest callback without re-subscribing on every render.
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) dismiss('outside');
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss('escape');
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
