import { App, Button, Flex, Typography } from 'antd';
import {
  toApiError,
  useInvitationsQuery,
  useInviteApplicantMutation,
  useResendInvitationMutation,
  type Application,
  type Invitation,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge, type PageSize } from '@zrm/ui';
import { useState } from 'react';

function stateTone(state: Invitation['state']) {
  if (state === 'SENT') return 'success';
  if (state === 'FAILED') return 'error';
  return 'warning';
}

/**
 * Inviting the applicants to follow the application on My Pages: one button per applicant (the
 * e-mail goes to the address the customer register holds), and the invitations sent, each sent
 * again on demand (a failed one, or one the customer lost).
 */
export function Invitations({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const applicationId = application.application_id;
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 5 });
  const { data, error, isFetching, refetch } = useInvitationsQuery({ applicationId, ...paging });
  const [invite, inviting] = useInviteApplicantMutation();
  const [resend, resending] = useResendInvitationMutation();
  const active = application.status === 'ACTIVE';
  const nameOf = (customerId: number) => {
    const applicant = application.applicants.find((candidate) => candidate.customer_id === customerId);
    return applicant ? `${applicant.customer.first_name} ${applicant.customer.last_name}` : String(customerId);
  };

  const report = (result: { error?: unknown }, name: string) => {
    if (result.error) {
      notification.error({ title: t('application.invitations.failed'), description: toApiError(result.error).detail, key: 'invite' });
      return;
    }
    notification.success({ title: t('application.invitations.sent', { name }), key: 'invite' });
  };

  return (
    <Flex vertical gap={12} data-testid="application-invitations">
      <Flex gap={8} wrap>
        {application.applicants.map((applicant) => (
          <Button
            key={applicant.customer_id}
            disabled={!active}
            loading={inviting.isLoading && inviting.originalArgs?.inviteRequest.customer_id === applicant.customer_id}
            onClick={async () =>
              report(
                await invite({ inviteRequest: { application_id: applicationId, customer_id: applicant.customer_id } }),
                nameOf(applicant.customer_id),
              )
            }
            data-testid={`invite-${applicant.customer_id}`}
          >
            {t('application.invitations.invite', { name: `${applicant.customer.first_name} ${applicant.customer.last_name}` })}
          </Button>
        ))}
      </Flex>
      {error ? (
        <ErrorAlert error={toApiError(error)} onRetry={() => void refetch()} testId="invitations-error" />
      ) : (
        <PagedTable<Invitation>
          testId="invitations"
          rows={data?.items ?? []}
          rowKey="invitation_id"
          rowTestId={(invitation) => `invitation-${invitation.invitation_id}`}
          page={paging.page}
          pageSize={paging.limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('application.invitations.none')}
          onPageChange={(page, limit) => setPaging({ page, limit })}
          columns={[
            { key: 'who', title: t('application.invitations.who'), render: (_, invitation) => nameOf(invitation.customer_id) },
            { key: 'email', title: t('application.invitations.email'), dataIndex: 'email' },
            {
              key: 'state',
              title: t('application.invitations.state'),
              render: (_, invitation) => (
                <StatusBadge
                  tone={stateTone(invitation.state)}
                  text={t(`application.invitations.states.${invitation.state}`)}
                  testId={`invitation-state-${invitation.invitation_id}`}
                />
              ),
            },
            {
              key: 'sent',
              title: t('application.invitations.sentAt'),
              render: (_, invitation) => (
                <Typography.Text>
                  {invitation.sent_at ? formatDateTime(invitation.sent_at, application.country) : '-'}
                  {invitation.sends > 1 && ` · ${t('application.invitations.sends', { count: invitation.sends })}`}
                </Typography.Text>
              ),
            },
            {
              key: 'again',
              title: '',
              render: (_, invitation) => (
                <Button
                  size="small"
                  disabled={!active}
                  loading={resending.isLoading && resending.originalArgs?.invitationId === invitation.invitation_id}
                  onClick={async () =>
                    report(
                      await resend({ invitationId: invitation.invitation_id, resendInvitationRequest: { application_id: applicationId } }),
                      nameOf(invitation.customer_id),
                    )
                  }
                  data-testid={`invitation-resend-${invitation.invitation_id}`}
                >
                  {t('application.invitations.again')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
