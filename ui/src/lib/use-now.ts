import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `ms`, so relative times ('Updated 5 minutes ago') keep counting between
 * fetches, and while nothing else re-renders (with the live stream up, nothing polls).
 */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
