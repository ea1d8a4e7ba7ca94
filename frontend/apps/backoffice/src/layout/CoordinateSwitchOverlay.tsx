import { selectActiveCoordinate, useAppSelector, type RootState } from '@zrm/api';
import { LoadingScreen } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';

/** The overlay stays until nothing has loaded for this long, so it does not flicker between calls. */
const QUIET_MS = 300;

const selectAnyQueryPending = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending');

/**
 * Switching coordinates reloads every page's data for the new region: the loading overlay covers
 * the window until the answers are in, so nobody acts on the old region's figures meanwhile.
 */
export function CoordinateSwitchOverlay() {
  const coordinate = useAppSelector(selectActiveCoordinate);
  const loading = useAppSelector(selectAnyQueryPending);
  const previous = useRef(coordinate);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (previous.current === coordinate) return;
    previous.current = coordinate;
    setSwitching(true);
  }, [coordinate]);

  useEffect(() => {
    if (!switching || loading) return;
    const timer = setTimeout(() => setSwitching(false), QUIET_MS);
    return () => clearTimeout(timer);
  }, [switching, loading]);

  return switching ? <LoadingScreen overlay /> : null;
}
