import { Result } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/** How long the legacy-path notice shows before the clean path opens. */
const LEGACY_NOTICE_MS = 800;

export interface LegacyRedirectProps {
  /** The route parameter holding the id. */
  param: string;
  /** The clean path for the id. */
  pathFor: (id: string) => string;
}

/**
 * A legacy path (links in old e-mails and bookmarks, e.g. `/mortgage/_application/{id}`): "You
 * will be redirected to" the clean path, which then replaces it in the history.
 */
export function LegacyRedirect({ param, pathFor }: LegacyRedirectProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const target = pathFor(encodeURIComponent(params[param] ?? ''));
  useEffect(() => {
    const timer = setTimeout(() => void navigate(target, { replace: true }), LEGACY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return <Result status="info" title={t('common.redirectedTo')} subTitle={target} data-testid="legacy-redirect" />;
}
