import { Flex, Tag } from 'antd';
import type { DebtRegister } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/** The spec's three flags: has consent, old consent, recent data. */
export function DebtFlags({ register }: { register: DebtRegister }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      <Tag color={register.has_consent ? 'green' : 'default'} data-testid="debt-flag-consent">
        {t(register.has_consent ? 'mypages.debt.flagConsent' : 'mypages.debt.flagNoConsent')}
      </Tag>
      {register.old_consent && (
        <Tag color="warning" data-testid="debt-flag-old">
          {t('mypages.debt.flagOld', { days: register.consent_limit_days })}
        </Tag>
      )}
      {register.data && (
        <Tag color={register.recent_data ? 'blue' : 'default'} data-testid="debt-flag-recent">
          {t(register.recent_data ? 'mypages.debt.flagRecent' : 'mypages.debt.flagNotRecent')}
        </Tag>
      )}
    </Flex>
  );
}
