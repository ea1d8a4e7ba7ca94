import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import nbNO from 'antd/locale/nb_NO';
import svSE from 'antd/locale/sv_SE';
import type { Locale } from 'antd/es/locale';
import { useEffect, type ReactNode } from 'react';
import { toSupportedLanguage, useTranslation, type Language } from '@zrm/i18n';

import { DEFAULT_APPEARANCE, themeFor, type Appearance, type ThemeKind } from './theme';

const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, sv: svSE, nb: nbNO };

/**
 * Ant Design theme (light or dark, compact or not: antd's own algorithms) and locale for the
 * current language (antd's own texts such as "items per page" follow the language switcher),
 * plus the antd App context for toasts, which the product shows at the bottom left. The page
 * root carries `data-theme` so what antd does not paint (the page behind it) follows too.
 */
export function AppProviders({
  kind,
  appearance = DEFAULT_APPEARANCE,
  children,
}: {
  kind: ThemeKind;
  appearance?: Appearance;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  useEffect(() => {
    document.documentElement.dataset.theme = appearance.mode;
    document.documentElement.style.colorScheme = appearance.mode;
  }, [appearance.mode]);
  return (
    <ConfigProvider theme={themeFor(kind, appearance)} locale={ANTD_LOCALES[language]}>
      <AntApp notification={{ placement: 'bottomLeft' }} message={{ top: 72 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
