export { i18n, SUPPORTED_LANGUAGES, LANGUAGE_STORAGE_KEY, resources, toSupportedLanguage } from './setup';
export type { Language } from './setup';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export type { Translation } from './locales/shape';
