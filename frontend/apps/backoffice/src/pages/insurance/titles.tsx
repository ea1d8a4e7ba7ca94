import type { InsuranceGroup } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

type PageName = 'listTitle' | 'mineTitle' | 'alertsTitle' | `newTitle.${InsuranceGroup}`;

/** An insurance page's name, for the catalogue's menu entries and breadcrumbs. */
export function InsuranceTitle({ name }: { name: PageName }) {
  const { t } = useTranslation();
  return <>{t(`insurance.${name}`)}</>;
}

/** One insurance's name ("Insurance 7"). */
export function InsuranceRecordTitle({ id }: { id: string }) {
  const { t } = useTranslation();
  return <>{t('insurance.recordTitle', { id })}</>;
}
