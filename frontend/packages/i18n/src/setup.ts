import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import { en } from './locales/en';
import { nb } from './locales/nb';
import { sv } from './locales/sv';

export const SUPPORTED_LANGUAGES = ['en', 'sv', 'nb'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'zrm.language';

export const resources = {
  en: { translation: en },
  sv: { translation: sv },
  nb: { translation: nb },
} as const;

/** Browsers report Norwegian as no, nb, nn or with a region; all of them read bokmål here. */
export function toSupportedLanguage(code: string | undefined | null): Language {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'sv') return 'sv';
  if (base === 'nb' || base === 'no' || base === 'nn') return 'nb';
  return 'en';
}

/*
 * One i18next instance for the whole app, initialised synchronously (resources are bundled, there
 * is nothing to load), so the first render already has its texts. The choice is remembered in
 * localStorage; `?lng=sv` overrides it for links and tests.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
    },
  });

/** The page says which language it is in (screen readers, hyphenation, the browser's translator). */
function markDocumentLanguage(language: string | undefined) {
  if (typeof document !== 'undefined') document.documentElement.lang = toSupportedLanguage(language);
}
markDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', markDocumentLanguage);
