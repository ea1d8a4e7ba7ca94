import { selectSession, toApiError, useAppSelector, useMyPagesIdLoginExchangeMutation, type ApiError } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { LoadingScreen } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { BankIdError } from '../../bankid/BankIdError';
import { PublicFrame } from '../../layout/PublicFrame';
import { rememberedTarget, takeTarget } from '../../session/loginMemory';

type Outcome = { kind: 'working' } | { kind: 'signedIn'; target: string } | { kind: 'failed'; error: ApiError | null };

/**
 * `/auth/callback?ticket_id=…`, where a completed ID sign-in returns: exchanges the ticket for the
 * session once (a ticket is single-use, so React's development double effect must not spend it
 * twice) and opens the page the customer asked for before signing in.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticketId = params.get('ticket_id');
  const alreadySignedIn = useAppSelector(selectSession)?.platform === 'customer';
  const [exchange] = useMyPagesIdLoginExchangeMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // Signed in already (the page reloaded): the ticket is spent, a second exchange would 401.
    if (alreadySignedIn) {
      setOutcome({ kind: 'signedIn', target: takeTarget() });
      return;
    }
    if (!ticketId) {
      setOutcome({ kind: 'failed', error: null });
      return;
    }
    void exchange({ ticket_id: ticketId }).then((result) => {
      setOutcome(
        'error' in result
          ? { kind: 'failed', error: toApiError(result.error) }
          : { kind: 'signedIn', target: takeTarget() },
      );
    });
  }, [alreadySignedIn, exchange, ticketId]);

  if (outcome.kind === 'signedIn') return <Navigate to={outcome.target} replace />;
  if (outcome.kind === 'working') return <LoadingScreen overlay />;
  return (
    <PublicFrame>
      <BankIdError
        message={t('mypages.exchangeFailed')}
        requestId={outcome.error?.requestId ?? null}
        onRetry={() => void navigate(rememberedTarget(), { replace: true })}
      />
    </PublicFrame>
  );
}
