import { useEffect, useState } from 'react';

/** An index that advances every `ms` through `count` items while `running`. */
export function useRotation(count: number, ms: number, running = true) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ms);
    return () => clearInterval(timer);
  }, [count, ms, running]);
  return [count ? index % count : 0, setIndex] as const;
}
