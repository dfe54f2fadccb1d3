import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@/lib/constants';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The overview's one alert line: a success clears itself after 3 s (spec 001), an error stays until dismissed. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((next: Notice) => {
    clearTimeout(timer.current);
    setNotice(next);
    if (next.tone === 'success') timer.current = setTimeout(() => setNotice(null), SUCCESS_MESSAGE_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}
