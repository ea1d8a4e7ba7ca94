import { useTranslation } from '@zrm/i18n';
import { BrandLogo, useFestive } from '@zrm/ui';
import { Link } from 'react-router-dom';

/** The header's logo, leading home; in its party hat on Friday afternoons (Stockholm time). */
export function HeaderLogo() {
  const { t } = useTranslation();
  const festive = useFestive();
  return (
    <Link
      to="/"
      aria-label={festive ? t('layout.logoFestive') : t('layout.logo')}
      title={festive ? t('loading.festive') : undefined}
      data-testid="logo"
      data-festive={festive ? 'true' : 'false'}
      style={{ display: 'flex', alignItems: 'center', flex: 'none' }}
    >
      <BrandLogo festive={festive} size={40} />
    </Link>
  );
}
