import type { ThemeConfig } from 'antd';

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

export function themeFor(kind: ThemeKind): ThemeConfig {
  const fontSize = FONT_SIZE[kind];
  return {
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
        headerBg: '#ffffff',
        headerPadding: '0 24px',
        bodyBg: '#f5f7fa',
      },
    },
  };
}
