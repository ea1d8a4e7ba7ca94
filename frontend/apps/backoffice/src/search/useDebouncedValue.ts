import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; `settle` takes the current value at once
 * (Enter in a search box), and the pending timer then changes nothing.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const settle = useCallback(() => setDebounced(value), [value]);
  return [debounced, settle];
}
