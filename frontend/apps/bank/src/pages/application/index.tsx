import { skipToken } from '@reduxjs/toolkit/query';
import { Breadcrumb, Card, Col, Result, Row, Space } from 'antd';
import { toApiError, useBankApplicationQuery } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { Link, useParams } from 'react-router-dom';

import { useChosenBank, type PortalChoice } from '../../chosenBank';
import { Events } from './Events';
import { Messages } from './Messages';
import { Offers } from './Offers';
import { PropertyCard } from './PropertyCard';
import { Summary } from './Summary';

/**
 * /bank/mortgage/application/{applicationId}: one application as the partner's bank sees it, with
 * its answers (take up, offer, decline, pay out), the property, the messages with the lender and
 * the documents it sent, and the bank's events. Another bank's application is not found, as one
 * that does not exist.
 */
export function BankApplicationPage() {
  const { t } = useTranslation();
  const { applicationId = '' } = useParams();
  const { bank } = useChosenBank();
  const chosen: PortalChoice | null = bank ? { country: bank.country as PortalChoice['country'], product: 'mortgage' } : null;
  const read = useBankApplicationQuery(chosen ? { applicationId, ...chosen } : skipToken);
  const title = t('bank.application.title', { id: applicationId });
  const crumbs = <Breadcrumb items={[{ title: <Link to="/bank">{t('bank.mortgages')}</Link> }, { title: applicationId }]} />;
  if (read.isError) {
    const error = toApiError(read.error);
    return (
      <Card>
        {crumbs}
        {error.status === 404 ? (
          <Result status="404" title={t('bank.application.notFound', { id: applicationId })} data-testid="bank-application-not-found" />
        ) : (
          <ErrorAlert error={error} message={t('bank.application.loadFailed')} onRetry={() => void read.refetch()} />
        )}
      </Card>
    );
  }
  const application = read.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card loading={!application}>
        {crumbs}
        {application && chosen && <Summary application={application} title={title} chosen={chosen} />}
      </Card>
      {application && chosen && (
        <>
          <Offers application={application} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Messages application={application} chosen={chosen} />
            </Col>
            <Col xs={24} lg={10}>
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <PropertyCard application={application} />
                <Events application={application} />
              </Space>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
