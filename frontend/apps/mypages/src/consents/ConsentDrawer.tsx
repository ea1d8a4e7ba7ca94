import { App, Button, Checkbox, Drawer, Flex, Typography } from 'antd';
import { useMyPagesConsentsQuery, useMyPagesSaveConsentsMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { drawerIsDue } from './consentDrawer';

const ALL = { customer_club_marketing: true, email_marketing: true, sms_marketing: true };

/**
 * The marketing consent drawer: shown to a customer without marketing consent who has not
 * dismissed it in the last 30 days. The box must be ticked to give the consent; closing the
 * drawer saves the consent when the box is ticked, else the dismissal. Not shown to an employee
 * viewing the customer's pages (who may not answer for them).
 */
export function ConsentDrawer({ impersonated }: { impersonated: boolean }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { data: consents } = useMyPagesConsentsQuery(undefined, { skip: impersonated });
  const [save, { isLoading }] = useMyPagesSaveConsentsMutation();
  const [ticked, setTicked] = useState(false);
  const [answered, setAnswered] = useState(false);
  const open = !impersonated && !answered && consents !== undefined && drawerIsDue(consents);

  const answer = async (give: boolean) => {
    setAnswered(true);
    const result = await save(give ? { consents: ALL } : { dismissed_consents_popup: true });
    if ('error' in result) {
      setAnswered(false);
      notification.error({ title: t('mypages.consents.failed'), key: 'consents' });
    } else if (give) {
      notification.success({ title: t('mypages.consents.thanks'), key: 'consents' });
    }
  };

  return (
    <Drawer
      open={open}
      placement="bottom"
      size="auto"
      title={t('mypages.consents.title')}
      onClose={() => void answer(ticked)}
      data-testid="consent-drawer"
    >
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('mypages.consents.body')}</Typography.Paragraph>
        <Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} data-testid="consent-box">
          {t('mypages.consents.box')}
        </Checkbox>
        <Flex gap={8}>
          <Button
            type="primary"
            disabled={!ticked}
            loading={isLoading}
            onClick={() => void answer(true)}
            data-testid="consent-save"
          >
            {t('mypages.consents.save')}
          </Button>
          <Button onClick={() => void answer(false)} data-testid="consent-not-now">
            {t('mypages.consents.notNow')}
          </Button>
        </Flex>
      </Flex>
    </Drawer>
  );
}
