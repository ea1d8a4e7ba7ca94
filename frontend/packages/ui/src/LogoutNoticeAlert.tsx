import { Alert } from 'antd';
import { noticeDismissed, selectNotice, useAppDispatch, useAppSelector } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/** "You were logged out. Please log in again." after an expiry or a refused token. */
export function LogoutNoticeAlert() {
  const { t } = useTranslation();
  const notice = useAppSelector(selectNotice);
  const dispatch = useAppDispatch();
  if (notice !== 'loggedOut') return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="logged-out-notice"
      title={t('login.loggedOut')}
      closable={{ onClose: () => dispatch(noticeDismissed()) }}
    />
  );
}
