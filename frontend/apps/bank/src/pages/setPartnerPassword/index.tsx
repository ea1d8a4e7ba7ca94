import { Alert, Button, Card, Flex, Result, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { LOGIN_PATH } from '../../routes';
import { SetPasswordForm } from './SetPasswordForm';

type Outcome = { kind: 'done'; username: string } | { kind: 'invalidLink'; detail: string | null };

/**
 * /set-partner-password?token=… (public): where the link mailed to a new bank partner (or a new
 * link an admin sent) leads. The partner chooses their password; the link is then used up, and
 * the page leads to the sign-in with their user name. The login page takes no user name, so
 * the page names it instead of filling it in.
 */
export function SetPartnerPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const content = () => {
    if (!token) return <Alert type="warning" showIcon title={t('bank.setPassword.noToken')} data-testid="set-password-no-token" />;
    if (outcome?.kind === 'done') {
      return (
        <div data-testid="set-password-done">
          <Result
            status="success"
            title={t('bank.setPassword.done')}
            subTitle={<span data-testid="set-password-username">{t('bank.setPassword.doneDetail', { username: outcome.username })}</span>}
            extra={
              <Link to={LOGIN_PATH} data-testid="set-password-sign-in">
                <Button type="primary">{t('bank.setPassword.signIn')}</Button>
              </Link>
            }
          />
        </div>
      );
    }
    if (outcome?.kind === 'invalidLink') {
      return (
        <Alert
          type="error"
          showIcon
          title={t('bank.setPassword.invalidLink')}
          description={<span data-testid="set-password-invalid-link-detail">{outcome.detail}</span>}
          data-testid="set-password-invalid-link"
        />
      );
    }
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('bank.setPassword.intro')}
        </Typography.Paragraph>
        <SetPasswordForm
          token={token}
          onDone={(username) => setOutcome({ kind: 'done', username })}
          onInvalidLink={(detail) => setOutcome({ kind: 'invalidLink', detail })}
        />
      </>
    );
  };

  return (
    <PublicPageFrame>
      <Card>
        <Flex vertical gap={20}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
              {t('bank.setPassword.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('bank.portal')}</Typography.Text>
          </div>
          {content()}
        </Flex>
      </Card>
    </PublicPageFrame>
  );
}
