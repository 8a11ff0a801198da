import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `ms`: typing a search or dragging a slider asks the
 * server once it settles, not at every key or step (each discovery request scores every open
 * bounty, and the server limits them per address).
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
