import { selectSession, useAppSelector, type Platform } from '@zrm/api';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { NotFound } from './NotFound';

export const REDIRECT_PARAM = 'redirectTo';

/**
 * Only same-app absolute paths are honoured as a post-login target, so a crafted link cannot
 * send the user to another site ("//evil.example" or "https://…").
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function loginPathFor(loginPath: string, target: string): string {
  return `${loginPath}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * Route guard: an unauthenticated visitor is sent to the login page, which gets the target
 * path to restore afterwards; a user signed in on another platform sees the not-found page.
 */
export function RequireAuth({ platform, loginPath, children }: { platform: Platform; loginPath: string; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  if (!session) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(loginPath, target)} replace />;
  }
  if (session.platform !== platform) return <NotFound />;
  return <>{children}</>;
}
