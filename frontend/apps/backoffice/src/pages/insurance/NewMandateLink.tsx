import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Skeleton, Typography, theme } from 'antd';
import { toApiError, useLazyMandateLinkQuery, type Insurance } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

/**
 * "Direct debit link": the link to set up a new direct debit, for staff to read out or paste
 * into a chat, in a popover with a copy button and the time it stops working. Asked for afresh
 * each time it is opened, so it is never one that has expired; the service's refusal (the direct
 * debit became active meanwhile) is shown in its place.
 */
export function NewMandateLink({ insurance }: { insurance: Insurance }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [fetchLink, link] = useLazyMandateLinkQuery();
  const fetchFresh = () => void fetchLink({ insuranceId: insurance.insurance_id });

  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) fetchFresh();
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 400, maxWidth: '80vw' }} data-testid="insurance-new-mandate-link-popover">
      <Typography.Text type="secondary">{t('insurance.newMandate.linkIntro')}</Typography.Text>
      {link.isFetching && <Skeleton active title={false} paragraph={{ rows: 2 }} />}
      {link.error && !link.isFetching && (
        <ErrorAlert
          error={toApiError(link.error)}
          message={t('insurance.newMandate.linkFailed')}
          onRetry={fetchFresh}
          testId="insurance-new-mandate-link-error"
        />
      )}
      {link.data && !link.isFetching && !link.error && (
        <>
          {/* One block rather than inline code, whose box breaks apart on every wrapped line. */}
          <Typography.Paragraph
            copyable
            style={{
              marginBottom: 0,
              padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              fontFamily: token.fontFamilyCode,
              fontSize: token.fontSizeSM,
              wordBreak: 'break-all',
              background: token.colorFillQuaternary,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusSM,
            }}
            data-testid="insurance-new-mandate-link-url"
          >
            {link.data.url}
          </Typography.Paragraph>
          <Typography.Text type="secondary" data-testid="insurance-new-mandate-link-expires">
            {t('insurance.newMandate.linkExpires', { date: formatDateTime(link.data.expires_at, insurance.country) })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('insurance.newMandate.linkTitle')}
      content={content}
      open={open}
      onOpenChange={toggle}
    >
      <Button icon={<LinkOutlined />} data-testid="insurance-new-mandate-link">
        {t('insurance.newMandate.link')}
      </Button>
    </Popover>
  );
}
