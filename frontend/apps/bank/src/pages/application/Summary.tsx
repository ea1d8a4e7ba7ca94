import { Descriptions, Flex, List, Space, Typography } from 'antd';
import { BANK_STATUSES, type BankApplicationView, type BankStatus } from '@zrm/api';
import { currencyOf, formatDate, formatDateTime, formatMoney, formatPersonalId } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { StatusBadge, bankStatusTone } from '@zrm/ui';

import type { PortalChoice } from '../../chosenBank';
import { Actions } from './Actions';

/** The bank status as the badge says it; a status the portal does not know is shown raw. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) =>
    (BANK_STATUSES as readonly string[]).includes(status) ? String(t(`application.banks.statuses.${status as BankStatus}`)) : status;
}

/** The application's head: number, the bank's status, the bank's actions, the loan and the applicants. */
export function Summary({ application, title, chosen }: { application: BankApplicationView; title: string; chosen: PortalChoice }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ margin: '16px 0' }}>
        <Space size={16} align="center">
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {title}
          </Typography.Title>
          <StatusBadge tone={bankStatusTone(application.bank_status)} text={statusLabel(application.bank_status)} testId="bank-application-status" />
        </Space>
        <Actions application={application} chosen={chosen} />
      </Flex>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('bank.application.created')}>{formatDate(application.date_created, application.country)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.sentAt')}>{formatDateTime(application.sent_at, application.country)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.purpose')}>{t(`applications.purpose.${application.loan.loan_purpose}`)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.application.amount')}>
          <span data-testid="bank-application-amount">
            {application.loan.mortgage_loan_amount == null
              ? '-'
              : formatMoney(application.loan.mortgage_loan_amount * 100, currencyOf(application.country))}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>{t('bank.application.applicants')}</Typography.Title>
      <List
        dataSource={application.applicants}
        renderItem={(applicant, index) => (
          <List.Item data-testid={`bank-applicant-${index}`}>
            <List.Item.Meta
              title={`${applicant.customer.first_name} ${applicant.customer.last_name}`}
              description={t(`application.role.${applicant.role}`)}
            />
            {applicant.customer.pni && (
              <Typography.Text copyable aria-label={t('bank.application.pni')}>
                {formatPersonalId(applicant.customer.pni, application.country)}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </>
  );
}
