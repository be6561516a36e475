import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so badges and countdowns move on while a page
 * stays open. Pure helpers take this value as their clock.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
