import { useCallback, useRef, type FormEvent } from 'react';

/**
 * One request at a time per key. A button's `loading` (from the mutation's isPending) disables it only
 * after React re-renders, and a double click can land before that and send the request twice; this guard
 * is set in the click itself. The key lets different rows (Mark Paid on two cards) run side by side.
 */
export function useSingleFlight() {
  const running = useRef(new Set<string>());
  return useCallback((work: () => Promise<unknown>, key = '') => {
    if (running.current.has(key)) return;
    running.current.add(key);
    void work()
      .catch((error: unknown) => console.error(error))
      .finally(() => running.current.delete(key));
  }, []);
}

/** A form's onSubmit: the browser's own submit is always stopped, and `handler` runs one at a time. */
export function useSubmitOnce(handler: (event: FormEvent) => Promise<unknown>) {
  const once = useSingleFlight();
  return (event: FormEvent) => {
    event.preventDefault();
    once(() => handler(event));
  };
}
