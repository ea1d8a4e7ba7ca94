import { App, Button, Descriptions, Flex, Popconfirm } from 'antd';
import {
  toApiError,
  useMyPagesCheckDebtRegisterConsentMutation,
  useMyPagesRenewDebtRegisterMutation,
  useMyPagesWithdrawDebtRegisterConsentMutation,
  type DebtRegister,
  type DebtRegisterConsentState,
} from '@zrm/api';
import { formatDate } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { NotOnBehalf } from './NotOnBehalf';

/**
 * The consent as the register holds it, with what the customer can do with it: fetch the data
 * again, ask the register whether the consent still stands, withdraw it. An employee viewing
 * the customer's pages sees the buttons disabled (the gateway refuses them too).
 */
export function ConsentDetails({
  register,
  consent,
  impersonated,
}: {
  register: DebtRegister;
  consent: DebtRegisterConsentState;
  impersonated: boolean;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [renew, renewing] = useMyPagesRenewDebtRegisterMutation();
  const [check, checking] = useMyPagesCheckDebtRegisterConsentMutation();
  const [withdraw, withdrawing] = useMyPagesWithdrawDebtRegisterConsentMutation();

  const failed = (error: unknown) =>
    notification.error({
      title: t('mypages.debt.failed'),
      description: toApiError(error).detail,
      key: 'debt-register',
    });

  const onRenew = async () => {
    const result = await renew();
    if ('error' in result) failed(result.error);
    else
      notification.success({
        title: t('mypages.debt.renewed'),
        key: 'debt-register',
      });
  };
  const onCheck = async () => {
    const result = await check();
    if ('error' in result) failed(result.error);
    else if (result.data.has_consent)
      notification.success({
        title: t('mypages.debt.stillValid'),
        key: 'debt-register',
      });
    else
      notification.warning({
        title: t('mypages.debt.noLongerValid'),
        key: 'debt-register',
      });
  };
  const onWithdraw = async () => {
    const result = await withdraw();
    if ('error' in result) failed(result.error);
    else
      notification.success({
        title: t('mypages.debt.withdrawn'),
        key: 'debt-register',
      });
  };

  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'given',
            label: t('mypages.debt.givenAt'),
            children: formatDate(consent.given_at, 'NO'),
          },
          {
            key: 'valid',
            label: t('mypages.debt.validUntil'),
            children: <span data-testid="debt-valid-until">{formatDate(consent.expires_at, 'NO')}</span>,
          },
          {
            key: 'checked',
            label: t('mypages.debt.checkedAt'),
            children: formatDate(consent.checked_at, 'NO'),
          },
        ]}
      />
      <Flex gap={8} wrap>
        {register.has_consent && (
          <NotOnBehalf impersonated={impersonated} testId="debt-renew">
            <Button
              type="primary"
              loading={renewing.isLoading}
              disabled={impersonated}
              onClick={() => void onRenew()}
              data-testid="debt-renew"
            >
              {t('mypages.debt.renew')}
            </Button>
          </NotOnBehalf>
        )}
        <Button loading={checking.isLoading} onClick={() => void onCheck()} data-testid="debt-check">
          {t('mypages.debt.check')}
        </Button>
        <NotOnBehalf impersonated={impersonated} testId="debt-withdraw">
          <Popconfirm
            title={t('mypages.debt.withdrawConfirm')}
            okText={t('mypages.debt.withdraw')}
            cancelText={t('common.cancel')}
            onConfirm={() => onWithdraw()}
            disabled={impersonated}
          >
            <Button danger loading={withdrawing.isLoading} disabled={impersonated} data-testid="debt-withdraw">
              {t('mypages.debt.withdraw')}
            </Button>
          </Popconfirm>
        </NotOnBehalf>
      </Flex>
    </Flex>
  );
}
