import { useSyncExternalStore } from 'react';

import { tabActivity } from './tabActivity';

/** True while the tab is idle (30 s without input, or hidden). */
export function useTabIdle(): boolean {
  return useSyncExternalStore(tabActivity.subscribe, tabActivity.isIdle, () => false);
}

/**
 * An RTK Query `pollingInterval` that pauses while the tab is idle (0 stops polling) and resumes
 * with the next input: nobody is looking, so the gateway is not asked.
 */
export function usePollingWhileActive(intervalMs: number): number {
  return useTabIdle() ? 0 : intervalMs;
}
