import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the HTML is rendered for every visitor (the build's prerender) and while React hydrates
 * that HTML in the browser, true in every render after: parts that depend on who is signed in render a
 * neutral placeholder until then, so the hydrated markup matches what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
