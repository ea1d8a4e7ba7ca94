import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import {
  selectUser,
  toApiError,
  useAppSelector,
  useGetPartnerUserQuery,
  useUpdatePartnerUserMutation,
  type PartnerUserBody,
  type User,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { EMPLOYEE_ADMIN, isAdmitted } from '@zrm/policy';
import { ErrorAlert, NotFound } from '@zrm/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { EmployeeHistory } from '../internalUser/EmployeeHistory';
import { toLanguageCode } from '../internalUser/employeeProfile';
import { useAnnounceChange } from '../internalUser/useAnnounceChange';
import { EmployeeStatus } from '../internalUsers';
import { PartnerForm } from './PartnerForm';
import { PartnerStatusActions } from './PartnerStatusActions';
import { useBankCatalogue } from './useBankCatalogue';

/** The partner's name once known (the breadcrumb), their id until then. */
export function PartnerUserName({ userId }: { userId: string }) {
  const { data } = useGetPartnerUserQuery({ userId });
  return <span data-testid="partner-user-breadcrumb-name">{data?.name ?? userId}</span>;
}

/** The partner's profile in edit mode: the whole profile is saved, the status kept as it is. */
function EditPartner({ partner, onDone }: { partner: User; onDone: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounceChange();
  const [update, updating] = useUpdatePartnerUserMutation();

  const save = async (profile: PartnerUserBody) => {
    const result = await update({ userId: partner.user_id, updatePartnerUserBody: { profile, deactivated: partner.deactivated } });
    if ('error' in result && result.error) return toApiError(result.error);
    announce(t('internalUsers.saved'), result.data);
    onDone();
    return null;
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <PartnerForm partner={partner} submitLabel={t('partnerUsers.form.save')} saving={updating.isLoading} onSave={save} onCancel={onDone} />
    </div>
  );
}

/** What the page shows of the partner when not editing. */
function PartnerDetails({ partner }: { partner: User }) {
  const { t } = useTranslation();
  const { nameOf } = useBankCatalogue();
  return (
    <Descriptions column={1} bordered data-testid="partner-user-details">
      <Descriptions.Item label={t('partnerUsers.email')}>{partner.email}</Descriptions.Item>
      <Descriptions.Item label={t('partnerUsers.phoneNumber')}>{partner.phone_number || t('partnerUsers.none')}</Descriptions.Item>
      <Descriptions.Item label={t('partnerUsers.language')}>{t(`language.${toLanguageCode(partner.language)}`)}</Descriptions.Item>
      <Descriptions.Item label={t('partnerUsers.lastLogin')}>
        {partner.last_login ? formatDateTime(partner.last_login) : t('partnerUsers.never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('partnerUsers.banks')}>
        <Flex gap={4} wrap data-testid="partner-user-banks">
          {partner.banks.length === 0
            ? t('partnerUsers.none')
            : partner.banks.map((bank) => <Tag key={`${bank.country}-${bank.bank_id}`}>{nameOf(bank)}</Tag>)}
        </Flex>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * /partner/user/{user_id} (PartnerAdmin): one bank partner: contact, language, last login, status
 * and their banks by name. Edit changes the profile; the partner can be deactivated (and back) and
 * mailed a new set-password link. Their history needs EmployeeAdmin too (the gateway's audit
 * route), so only those who also hold it see it.
 */
export function PartnerUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const viewer = useAppSelector(selectUser);
  // Display only: the gateway refuses the audit to everyone else (403).
  const canSeeHistory = isAdmitted(EMPLOYEE_ADMIN, viewer?.roles ?? []);
  const { data: partner, error, refetch } = useGetPartnerUserQuery({ userId });

  if (error) {
    const failure = toApiError(error);
    // 404 is also the answer for a member of staff's id: this page is for partners only.
    if (failure.status === 404 || failure.status === 400) return <NotFound />;
    return <ErrorAlert error={failure} onRetry={() => void refetch()} testId="partner-user-error" />;
  }
  if (!partner) return <Card loading />;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" wrap gap={12}>
            <Flex align="center" gap={12}>
              <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
                {partner.name}
              </Typography.Title>
              <EmployeeStatus user={partner} testId="partner-user-status" />
            </Flex>
            {!editing && (
              <Flex gap={8} wrap>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="partner-user-edit">
                  {t('partnerUsers.edit')}
                </Button>
                <PartnerStatusActions partner={partner} />
              </Flex>
            )}
          </Flex>
          {editing ? <EditPartner partner={partner} onDone={() => setEditing(false)} /> : <PartnerDetails partner={partner} />}
        </Flex>
      </Card>
      {canSeeHistory && <EmployeeHistory userId={partner.user_id} />}
    </Flex>
  );
}
