import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `ms`, so 'Updated 5 minutes ago' keeps counting between fetches. (The
 * messages feature has the same hook; features do not import each other.)
 */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
