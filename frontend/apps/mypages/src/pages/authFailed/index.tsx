import { useTranslation } from '@zrm/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { BankIdError } from '../../bankid/BankIdError';
import { failedMessage } from '../../bankid/hintMessages';
import { PublicFrame } from '../../layout/PublicFrame';
import { rememberedBankIdMode, rememberedTarget } from '../../session/loginMemory';

/**
 * `/auth/failed?error=<hint code>`, where a failed ID sign-in returns: BankID's message for the
 * code (unknown codes: "Unknown error. Please try again.") and "Try again" back to the login.
 */
export function AuthFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = failedMessage(params.get('error'), rememberedBankIdMode());
  return (
    <PublicFrame>
      <BankIdError
        message={t(`mypages.bankid.${message}`)}
        onRetry={() => void navigate(rememberedTarget(), { replace: true })}
      />
    </PublicFrame>
  );
}
