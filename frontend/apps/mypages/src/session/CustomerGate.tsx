import { selectSession, useAppSelector } from '@zrm/api';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { CustomerLoginPage } from '../pages/login';
import { rememberTarget } from './loginMemory';

export const GJELD_PATH = '/gjeld';

/**
 * The customer pages' guard: without a customer session the page asked for shows the login of
 * the country in its place (on /gjeld the debt-register variant), and is remembered so the
 * callback returns to it after sign-in.
 */
export function CustomerGate({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const { pathname, search, hash } = useLocation();
  const signedIn = session?.platform === 'customer';

  useEffect(() => {
    if (!signedIn) rememberTarget(`${pathname}${search}${hash}`);
  }, [signedIn, pathname, search, hash]);

  if (!signedIn) return <CustomerLoginPage variant={pathname === GJELD_PATH ? 'gjeld' : 'offers'} />;
  return <>{children}</>;
}
