import { AppProviders, usePrefersDark, type Appearance } from '@zrm/ui';
import { useEffect, type ReactNode } from 'react';

import { themeChoiceOf, useMySettings } from './mySettings';

const STORAGE_KEY = 'zrm.backoffice.appearance';

function remembered(): Appearance | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const { mode, compact } = parsed as Record<string, unknown>;
      if ((mode === 'light' || mode === 'dark') && typeof compact === 'boolean') return { mode, compact };
    }
  } catch {
    // Unreadable: the defaults until the settings arrive.
  }
  return null;
}

/**
 * The employee's theme (system follows the operating system) and compactness from their saved
 * settings. This browser remembers the last one, so a reload does not flash the light theme
 * before the settings arrive.
 */
export function useStaffAppearance(): Appearance {
  const settings = useMySettings();
  const prefersDark = usePrefersDark();
  const choice = themeChoiceOf(settings);
  const fromSettings: Appearance | null = settings
    ? { mode: choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice, compact: settings.compact }
    : null;
  const toRemember = fromSettings ? JSON.stringify(fromSettings) : null;
  useEffect(() => {
    if (toRemember === null) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, toRemember);
    } catch {
      // Not remembered: the next reload starts light until the settings arrive.
    }
  }, [toRemember]);
  return fromSettings ?? remembered() ?? { mode: prefersDark ? 'dark' : 'light', compact: false };
}

export function StaffAppProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders kind="staff" appearance={useStaffAppearance()}>
      {children}
    </AppProviders>
  );
}
