import { App, Button, Flex, Popconfirm } from 'antd';
import { toApiError, useBlockEmployeeMutation, useUpdateEmployeeMutation, type User } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import { DeactivationToggle } from './DeactivationToggle';
import { currentProfileOf } from './employeeProfile';
import { useAnnounceChange } from './useAnnounceChange';

/**
 * Block / Unblock and Deactivate / Reactivate, each after a confirmation. Blocking is its own
 * call; deactivation is part of the profile, so the current profile is sent back with it.
 * The gateway refuses both on one's own account (409), and says so.
 */
export function EmployeeStatusActions({ employee }: { employee: User }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const announce = useAnnounceChange();
  const [block, blocking] = useBlockEmployeeMutation();
  const [update, updating] = useUpdateEmployeeMutation();
  const name = employee.name;

  const failed = (error: unknown) =>
    notification.error({ title: t('internalUsers.actions.failed'), description: toApiError(error).detail, key: 'employee-changed' });

  const toggleBlocked = async () => {
    const result = await block({ userId: employee.user_id, blockBody: { blocked: !employee.blocked } });
    if ('error' in result && result.error) return failed(result.error);
    announce(t(result.data.user.blocked ? 'internalUsers.actions.blockedDone' : 'internalUsers.actions.unblockedDone', { name }), result.data);
  };

  const toggleDeactivated = async () => {
    const result = await update({
      userId: employee.user_id,
      updateEmployeeBody: { profile: currentProfileOf(employee), deactivated: !employee.deactivated },
    });
    if ('error' in result && result.error) return failed(result.error);
    const done = result.data.user.deactivated ? 'internalUsers.actions.deactivatedDone' : 'internalUsers.actions.reactivatedDone';
    announce(t(done, { name }), result.data);
  };

  const blockLabel = employee.blocked ? t('internalUsers.actions.unblock') : t('internalUsers.actions.block');
  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t(employee.blocked ? 'internalUsers.actions.unblockConfirm' : 'internalUsers.actions.blockConfirm', { name })}
        okText={blockLabel}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: !employee.blocked, 'data-testid': 'internal-user-block-confirm' }}
        onConfirm={() => toggleBlocked()}
      >
        <Button danger={!employee.blocked} loading={blocking.isLoading} data-testid="internal-user-block">
          {blockLabel}
        </Button>
      </Popconfirm>
      <DeactivationToggle
        deactivated={employee.deactivated}
        confirmTitle={t(employee.deactivated ? 'internalUsers.actions.reactivateConfirm' : 'internalUsers.actions.deactivateConfirm', { name })}
        saving={updating.isLoading}
        onToggle={toggleDeactivated}
        testId="internal-user-deactivate"
      />
    </Flex>
  );
}
