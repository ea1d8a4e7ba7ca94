import { useEffect, useState } from 'react';

import { isFestive } from './festive';

/** How often a mounted logo looks at the clock again, so 15:00 on a Friday shows without a reload. */
const RECHECK_MS = 60_000;

/** True on Friday afternoons (Stockholm time); follows the clock while mounted. */
export function useFestive(): boolean {
  const [festive, setFestive] = useState(() => isFestive());
  useEffect(() => {
    const timer = setInterval(() => setFestive(isFestive()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return festive;
}
