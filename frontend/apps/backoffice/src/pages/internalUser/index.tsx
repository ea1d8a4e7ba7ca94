import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { toApiError, useGetEmployeeQuery } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, NotFound } from '@zrm/ui';
import { useParams } from 'react-router-dom';

import { useCoordinateLabel } from '../../layout/useCoordinateLabel';
import { EmployeeStatus } from '../internalUsers';

/** The employee's name once known (the breadcrumb), their id until then. */
export function InternalUserName({ userId }: { userId: string }) {
  const { data } = useGetEmployeeQuery({ userId });
  return <span data-testid="internal-user-breadcrumb-name">{data?.name ?? userId}</span>;
}

/**
 * /internal-users/{user_id} (EmployeeAdmin): one employee: contact, last login, status, roles,
 * coordinates (each named as in the coordinates selector) and, for a bank partner, the banks.
 */
export function InternalUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const coordinateLabel = useCoordinateLabel();
  const { data: employee, error, refetch } = useGetEmployeeQuery({ userId });

  if (error) {
    const failure = toApiError(error);
    if (failure.status === 404 || failure.status === 400) return <NotFound />;
    return <ErrorAlert error={failure} onRetry={() => void refetch()} testId="internal-user-error" />;
  }
  if (!employee) return <Card loading />;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {employee.name}
          </Typography.Title>
          <EmployeeStatus deactivated={employee.deactivated} />
        </Flex>
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
                : employee.roles.map((role) => <Tag key={role}>{role}</Tag>)}
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
          {employee.banks.length > 0 && (
            <Descriptions.Item label={t('internalUsers.banks')}>
              {employee.banks.map((bank) => (
                <Tag key={`${bank.country}-${bank.bank_id}`}>{`${bank.country} · ${bank.product} · ${bank.bank_id}`}</Tag>
              ))}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Flex>
    </Card>
  );
}
