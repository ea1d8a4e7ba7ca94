import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import nbNO from 'antd/locale/nb_NO';
import svSE from 'antd/locale/sv_SE';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { toSupportedLanguage, useTranslation, type Language } from '@zrm/i18n';

import { themeFor, type ThemeKind } from './theme';

const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, sv: svSE, nb: nbNO };

/**
 * Ant Design theme and locale for the current language (antd's own texts such as "items per
 * page" follow the language switcher), plus the antd App context for toasts, which the product
 * shows at the bottom left.
 */
export function AppProviders({ kind, children }: { kind: ThemeKind; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ConfigProvider theme={themeFor(kind)} locale={ANTD_LOCALES[language]}>
      <AntApp notification={{ placement: 'bottomLeft' }} message={{ top: 72 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
