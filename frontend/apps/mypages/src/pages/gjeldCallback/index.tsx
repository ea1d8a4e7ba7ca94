import { App, Button, Flex, Result, Spin, Typography } from 'antd';
import { toApiError, useMyPagesCompleteDebtRegisterConsentMutation, useMyPagesMeQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { NotFound } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { GJELD_PATH } from '../../session/CustomerGate';

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string; requestId: string | null };

/** The debt register's answer (`error`) as the customer is told it. */
function refusal(error: string) {
  switch (error) {
    case 'consent_denied':
      return 'mypages.debt.denied' as const;
    case 'login_cancelled':
      return 'mypages.debt.cancelled' as const;
    default:
      return 'mypages.debt.callbackFailed' as const;
  }
}

/**
 * `/gjeld/callback`, where the debt register's consent page returns: with `code` and `state`
 * the consent is completed once (a code is single-use, so React's development double effect must
 * not spend it twice) and the customer goes back to /gjeld with their debt; with `error`, what
 * happened is told. Norway only: a Swedish customer's is not found, and nothing is sent.
 */
export function GjeldCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  // The shell renders pages only once the customer has loaded.
  const { data: me } = useMyPagesMeQuery();
  const norwegian = me?.customer.country === 'NO';
  const [complete] = useMyPagesCompleteDebtRegisterConsentMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');

  useEffect(() => {
    if (!norwegian || handled.current) return;
    handled.current = true;
    if (error || !code || !state) {
      setOutcome({
        kind: 'failed',
        message: t(refusal(error ?? '')),
        requestId: null,
      });
      return;
    }
    void complete({ state, code }).then((result) => {
      if ('error' in result) {
        const apiError = toApiError(result.error);
        setOutcome({
          kind: 'failed',
          message: apiError.detail ?? t('mypages.debt.callbackFailed'),
          requestId: apiError.requestId,
        });
      } else {
        notification.success({
          title: t('mypages.debt.shared'),
          key: 'debt-register',
        });
        void navigate(GJELD_PATH, { replace: true });
      }
    });
  }, [code, complete, error, navigate, norwegian, notification, state, t]);

  if (!me) return null;
  if (!norwegian) return <NotFound />;
  if (outcome.kind === 'working') {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 48 }} data-testid="debt-callback-working">
        <Spin size="large" />
        <Typography.Text>{t('mypages.debt.callbackWorking')}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Result
      status="warning"
      title={<span data-testid="debt-callback-message">{outcome.message}</span>}
      subTitle={outcome.requestId ? `${t('common.requestId')}: ${outcome.requestId}` : undefined}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(GJELD_PATH, { replace: true })}
          data-testid="debt-callback-back"
        >
          {t('mypages.debt.back')}
        </Button>
      }
    />
  );
}
