import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { toApiError, useGetEmployeeQuery, useUpdateEmployeeMutation, type EmployeeProfileBody, type User } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { roleScreenName } from '@zrm/policy';
import { ErrorAlert, NotFound } from '@zrm/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useCoordinateLabel } from '../../layout/useCoordinateLabel';
import { EmployeeStatus } from '../internalUsers';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeHistory } from './EmployeeHistory';
import { EmployeeStatusActions } from './EmployeeStatusActions';
import { useAnnounceChange } from './useAnnounceChange';

/** The employee's name once known (the breadcrumb), their id until then. */
export function InternalUserName({ userId }: { userId: string }) {
  const { data } = useGetEmployeeQuery({ userId });
  return <span data-testid="internal-user-breadcrumb-name">{data?.name ?? userId}</span>;
}

/** The employee's profile in edit mode: the whole profile is saved, the status kept as it is. */
function EditEmployee({ employee, onDone }: { employee: User; onDone: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounceChange();
  const [update, updating] = useUpdateEmployeeMutation();

  const save = async (profile: EmployeeProfileBody) => {
    const result = await update({ userId: employee.user_id, updateEmployeeBody: { profile, deactivated: employee.deactivated } });
    if ('error' in result && result.error) return toApiError(result.error);
    announce(t('internalUsers.saved'), result.data);
    onDone();
    return null;
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <EmployeeForm employee={employee} submitLabel={t('internalUsers.form.save')} saving={updating.isLoading} onSave={save} onCancel={onDone} />
    </div>
  );
}

/** What the page shows of the employee when not editing. */
function EmployeeDetails({ employee }: { employee: User }) {
  const { t } = useTranslation();
  const coordinateLabel = useCoordinateLabel();
  return (
    <Descriptions column={1} bordered data-testid="internal-user-details">
      <Descriptions.Item label={t('internalUsers.email')}>{employee.email}</Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.phoneNumber')}>{employee.phone_number}</Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.lastLogin')}>
        {employee.last_login ? formatDateTime(employee.last_login) : t('internalUsers.never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.roles')}>
        <span data-testid="internal-user-roles">
          {employee.roles.length === 0
            ? t('internalUsers.noRoles')
            : employee.roles.map((role) => <Tag key={role}>{roleScreenName(role)}</Tag>)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.coordinates')}>
        <Flex vertical gap={4} data-testid="internal-user-coordinates">
          {employee.zoordinates.length === 0
            ? t('internalUsers.noCoordinates')
            : employee.zoordinates.map((code) => (
                <span key={code}>
                  <Typography.Text code>{code}</Typography.Text> {coordinateLabel(code)}
                </span>
              ))}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.telephonyIds')}>
        <span data-testid="internal-user-telephony-ids">
          {employee.telephony_ids.length === 0 ? t('internalUsers.none') : employee.telephony_ids.join(', ')}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('internalUsers.sverkerId')}>
        <span data-testid="internal-user-sverker-id">{employee.sverker_id || t('internalUsers.none')}</span>
      </Descriptions.Item>
      {employee.banks.length > 0 && (
        <Descriptions.Item label={t('internalUsers.banks')}>
          {employee.banks.map((bank) => (
            <Tag key={`${bank.country}-${bank.bank_id}`}>{`${bank.country} · ${bank.product} · ${bank.bank_id}`}</Tag>
          ))}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * /internal-users/{user_id} (EmployeeAdmin): one employee: contact, last login, status, roles,
 * coordinates (each named as in the coordinates selector), telephony and Sverker ids and, for a
 * bank partner, the banks. Edit changes the profile; the person can be blocked or deactivated
 * (and back). Their history is below.
 */
export function InternalUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const { data: employee, error, refetch } = useGetEmployeeQuery({ userId });

  if (error) {
    const failure = toApiError(error);
    if (failure.status === 404 || failure.status === 400) return <NotFound />;
    return <ErrorAlert error={failure} onRetry={() => void refetch()} testId="internal-user-error" />;
  }
  if (!employee) return <Card loading />;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" wrap gap={12}>
            <Flex align="center" gap={12}>
              <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
                {employee.name}
              </Typography.Title>
              <EmployeeStatus user={employee} testId="internal-user-status" />
            </Flex>
            {!editing && (
              <Flex gap={8} wrap>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="internal-user-edit">
                  {t('internalUsers.edit')}
                </Button>
                <EmployeeStatusActions employee={employee} />
              </Flex>
            )}
          </Flex>
          {editing ? (
            <EditEmployee employee={employee} onDone={() => setEditing(false)} />
          ) : (
            <EmployeeDetails employee={employee} />
          )}
        </Flex>
      </Card>
      <EmployeeHistory userId={employee.user_id} />
    </Flex>
  );
}
