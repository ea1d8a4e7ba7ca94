import { App, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { toApiError, useMyPagesMeQuery, useSignUpForInsuranceMutation } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { NotFound } from '@zrm/ui';
import { useNavigate } from 'react-router-dom';

import { termsPath } from './paths';

export type SelfSignUpGroup = 'LIFE_INSURANCE' | 'ACCIDENT_INSURANCE';

/**
 * `/life-insurance` and `/accident_insurance` (Sweden only): what the insurance is, and a button
 * that signs the customer up (where the rule allows it) and leads to the terms page to choose the
 * amount and accept. A refusal (the rule, an insurance already held) is told as the server says.
 * The public `/insurances/new?group=` shows it too, leading to the public terms page (`toTerms`).
 */
export function InsuranceSignUpPage({
  group,
  toTerms = termsPath,
}: {
  group: SelfSignUpGroup;
  toTerms?: (encryptedId: string) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { data: me } = useMyPagesMeQuery();
  const [signUp, { isLoading }] = useSignUpForInsuranceMutation();
  if (!me) return null;
  if (group === 'ACCIDENT_INSURANCE' && me.customer.country !== 'SE') return <NotFound />;
  const life = group === 'LIFE_INSURANCE';
  const impersonated = me.user.impersonate;

  const start = async () => {
    const result = await signUp({ signUpBody: { insurance_group: group } });
    if ('error' in result) {
      notification.error({
        title: t('mypages.insurance.signUp.failed'),
        description: toApiError(result.error).detail,
        key: 'insurance-sign-up',
      });
      return;
    }
    void navigate(toTerms(result.data.encrypted_insurance_id));
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }} data-testid="insurance-sign-up-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(life ? 'mypages.insurance.signUp.lifeTitle' : 'mypages.insurance.signUp.accidentTitle')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          {t(life ? 'mypages.insurance.signUp.lifeIntro' : 'mypages.insurance.signUp.accidentIntro')}
        </Typography.Paragraph>
        <Tooltip title={impersonated ? t('mypages.insurance.signUp.notOnBehalf') : undefined}>
          <Button
            type="primary"
            size="large"
            loading={isLoading}
            disabled={impersonated}
            onClick={() => void start()}
            data-testid="sign-up-start"
          >
            {t('mypages.insurance.signUp.start')}
          </Button>
        </Tooltip>
      </Card>
    </Flex>
  );
}
