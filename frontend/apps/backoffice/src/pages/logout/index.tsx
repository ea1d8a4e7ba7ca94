import { Flex, Spin } from 'antd';
import { selectSession, useAppSelector } from '@zrm/api';
import { useLogout } from '@zrm/ui';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';

import { HOME_PATH, LOGIN_PATH } from '../../routes';

/** /logout: revoke the token and return to the login page; on failure go back home. */
export function LogoutPage() {
  const session = useAppSelector(selectSession);
  const { logout } = useLogout();
  const [failed, setFailed] = useState(false);
  const hasSession = session !== null;

  useEffect(() => {
    if (!hasSession) return;
    let current = true;
    void logout().then((done) => {
      if (current && !done) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [hasSession, logout]);

  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (failed) return <Navigate to={HOME_PATH} replace />;
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}
