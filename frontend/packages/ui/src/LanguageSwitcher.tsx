import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { SUPPORTED_LANGUAGES, toSupportedLanguage, useTranslation } from '@zrm/i18n';

/** English, Svenska, Norsk bokmål (each named in its own language); the choice is remembered. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Select
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={current}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      variant="borderless"
      options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
    />
  );
}
