import { Tooltip } from 'antd';
import { useTranslation } from '@zrm/i18n';
import type { ReactNode } from 'react';

/**
 * Around a button an employee viewing the customer's pages may not use (the gateway refuses it
 * too): the button comes disabled, and the wrapper says why in a tooltip, since a disabled
 * button gets no pointer events of its own. For the customer it is the button alone.
 */
export function NotOnBehalf({
  impersonated,
  testId,
  children,
}: {
  impersonated: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!impersonated) return children;
  const reason = t('mypages.debt.notOnBehalf');
  return (
    <Tooltip title={reason}>
      <span
        tabIndex={0}
        aria-label={reason}
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
        data-testid={`${testId}-why`}
      >
        {children}
      </span>
    </Tooltip>
  );
}
