import { selectSession, useAppSelector } from '@zrm/api';
import { REDIRECT_PARAM, safeRedirectPath } from '@zrm/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { SwedishBankId } from '../../bankid/SwedishBankId';
import { HOME_PATH, rememberTarget } from '../../session/loginMemory';
import { LoginCard } from '../login';

/**
 * `/qr-login?redirectTo=/some/path`: the Swedish sign-in with BankID on another device, started
 * at once; after sign-in the customer lands on `redirectTo`.
 */
export function QrLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectPath(params.get(REDIRECT_PARAM), HOME_PATH);
  const signedIn = useAppSelector(selectSession)?.platform === 'customer';
  const [attempt, setAttempt] = useState(0);
  // The callback is another page load: it finds the target in this tab's storage.
  useEffect(() => {
    if (!signedIn) rememberTarget(target);
  }, [signedIn, target]);

  if (signedIn) return <Navigate to={target} replace />;
  return (
    <LoginCard country="SE">
      <div data-testid="qr-login">
        <SwedishBankId
          key={attempt}
          mode="qr"
          onRetry={() => setAttempt((n) => n + 1)}
          onCancel={() => void navigate(target)}
        />
      </div>
    </LoginCard>
  );
}
