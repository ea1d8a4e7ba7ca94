import { theme, type ThemeConfig } from 'antd';

export type ThemeKind = 'staff' | 'customer' | 'desktop';

/** Layout constants shared by the apps. */
export const LAYOUT = {
  loginWidth: 400,
  headerHeight: 64,
  desktopHeaderHeight: 28,
  sidebarWidth: 280,
} as const;

// Font size: 14 px in the desktop dialler, 16 px on customer pages, 18 px everywhere else.
const FONT_SIZE: Record<ThemeKind, number> = { staff: 18, customer: 16, desktop: 14 };

/** How the employee wants the app to look: light or dark (resolved from "system"), and compact. */
export interface Appearance {
  mode: 'light' | 'dark';
  compact: boolean;
}

export const DEFAULT_APPEARANCE: Appearance = { mode: 'light', compact: false };

export function themeFor(kind: ThemeKind, appearance: Appearance = DEFAULT_APPEARANCE): ThemeConfig {
  const fontSize = FONT_SIZE[kind];
  const dark = appearance.mode === 'dark';
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (appearance.compact) algorithm.push(theme.compactAlgorithm);
  return {
    algorithm,
    token: {
      fontSize,
      // Controls grow with the text so 18 px labels are not squeezed into 32 px inputs.
      controlHeight: Math.round(fontSize * 2.25),
      colorPrimary: '#1f4e8c',
      borderRadius: 6,
    },
    components: {
      Layout: {
        headerHeight: kind === 'desktop' ? LAYOUT.desktopHeaderHeight : LAYOUT.headerHeight,
        headerBg: dark ? '#141414' : '#ffffff',
        headerPadding: '0 24px',
        bodyBg: dark ? '#000000' : '#f5f7fa',
      },
    },
  };
}
