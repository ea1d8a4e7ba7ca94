import { CheckCircleFilled, CloseCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';

import { PASSWORD_RULES, checkPassword, type PasswordRule } from './passwordRules';

/**
 * The password rules as a checklist that ticks as the partner types. The e-mail rule has no tick:
 * only the server knows whose link it is, so it is listed as a reminder.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  const checked = checkPassword(password);
  const stateOf = (rule: PasswordRule) => (rule === 'notEmail' ? 'reminder' : checked[rule] ? 'met' : 'unmet');

  return (
    <Flex vertical gap={4} data-testid="password-rules">
      <Typography.Text strong>{t('bank.setPassword.rulesTitle')}</Typography.Text>
      {PASSWORD_RULES.map((rule) => {
        const state = stateOf(rule);
        return (
          <Flex key={rule} gap={8} align="center" data-testid={`password-rule-${rule}`} data-state={state}>
            {state === 'met' && <CheckCircleFilled style={{ color: '#389e0d' }} aria-label={t('bank.setPassword.ruleMet')} />}
            {state === 'unmet' && <CloseCircleOutlined style={{ color: '#8c8c8c' }} aria-label={t('bank.setPassword.ruleUnmet')} />}
            {state === 'reminder' && <InfoCircleOutlined style={{ color: '#1f4e8c' }} aria-hidden />}
            <Typography.Text type={state === 'met' ? 'success' : state === 'unmet' ? 'secondary' : undefined}>
              {t(`bank.setPassword.rules.${rule}`)}
            </Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
