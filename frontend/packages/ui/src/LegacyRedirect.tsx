import { Result, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

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
 * will be redirected to" the clean path, which then replaces it in the history. The query and
 * fragment come along (`?tab=documents`).
 */
export function LegacyRedirect({ param, pathFor }: LegacyRedirectProps) {
  const { t } = useTranslation();
  const params = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const target = `${pathFor(encodeURIComponent(params[param] ?? ''))}${search}${hash}`;
  useEffect(() => {
    const timer = setTimeout(() => void navigate(target, { replace: true }), LEGACY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return (
    <Result
      status="info"
      title={t('common.redirectedTo')}
      subTitle={<Typography.Text code data-testid="legacy-redirect-target">{target}</Typography.Text>}
      data-testid="legacy-redirect"
    />
  );
}
