import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from './constants';

/** A message that clears itself after `ms` (success texts vanish after 3 s per the spec). */
export function useTimedMessage(ms = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
