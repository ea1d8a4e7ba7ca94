import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { Lead } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import { isSelectableForReprocess } from '../useLeadSelection';

interface Props {
  lead: Lead;
  /** The user passes the OnlineAdmin requirement (display only; the gateway decides). */
  canReprocess: boolean;
  busy: boolean;
  onReprocess: (lead: Lead) => void;
}

/**
 * The reprocess column's button. A disabled one says why in a tooltip: only
 * admins may reprocess, and only reprocessable leads that are not handled can be.
 */
export function ReprocessButton({ lead, canReprocess, busy, onReprocess }: Props) {
  const { t } = useTranslation();
  const reason = !canReprocess
    ? t('leads.reprocessOnlyAdmins')
    : isSelectableForReprocess(lead)
      ? null
      : t('leads.reprocessNotPossible');
  const button = (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      disabled={reason !== null || busy}
      onClick={(e) => {
        e.stopPropagation();
        onReprocess(lead);
      }}
      data-testid={`reprocess-lead-${lead.lead_id}`}
    >
      {t('leads.reprocess')}
    </Button>
  );
  if (reason === null) return button;
  // A disabled button gets no pointer events; the wrapper carries the tooltip and keeps a click
  // beside the button from opening the lead.
  return (
    <Tooltip title={reason}>
      <span
        tabIndex={0}
        aria-label={reason}
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
        onClick={(e) => e.stopPropagation()}
        data-testid={`reprocess-lead-${lead.lead_id}-why`}
      >
        {button}
      </span>
    </Tooltip>
  );
}
