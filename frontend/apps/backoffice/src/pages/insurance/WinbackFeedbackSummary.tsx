import { Flex, Tag, Typography } from 'antd';
import type { WinbackFeedback, WinbackOutcome } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

import { StaffMember } from './StaffMember';

/** The tag colour of an outcome: the two that keep the customer on the list are open questions. */
const OUTCOME_COLOURS: Record<WinbackOutcome, string> = {
  WON_BACK: 'success',
  NOT_INTERESTED: 'default',
  CALL_BACK_LATER: 'processing',
  NO_ANSWER: 'warning',
};

/** The latest call about a cancelled insurance: its outcome, the comment, when and by whom. */
export function WinbackFeedbackSummary({
  feedback,
  country,
  testId,
}: {
  feedback: WinbackFeedback | null | undefined;
  country: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!feedback) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-outcome="">
        {t('insurance.winback.notCalled')}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={2} data-testid={testId} data-outcome={feedback.outcome} style={{ maxWidth: 220 }}>
      <span>
        <Tag color={OUTCOME_COLOURS[feedback.outcome]} style={{ marginInlineEnd: 0 }}>
          {t(`insurance.winback.outcomes.${feedback.outcome}`)}
        </Tag>
      </span>
      {feedback.comment && (
        <Typography.Text style={{ whiteSpace: 'pre-line' }} ellipsis={{ tooltip: feedback.comment }}>
          {feedback.comment}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatDateTime(feedback.recorded_at, country)}
        </span>
        {' · '}
        <StaffMember id={feedback.recorded_by} />
      </Typography.Text>
    </Flex>
  );
}
