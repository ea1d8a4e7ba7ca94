import { Button, Flex, Tooltip, Typography } from 'antd';
import { MAX_REPROCESS_LEAD_IDS } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

interface Props {
  selectedIds: readonly number[];
  busy: boolean;
  onReprocess: () => void;
}

/**
 * "Reprocess selected" (online admins only): disabled with no selection, and past the
 * gateway's limit of ids per call; the count shows how many are picked, on this page or others.
 */
export function ReprocessSelected({ selectedIds, busy, onReprocess }: Props) {
  const { t } = useTranslation();
  const tooMany = selectedIds.length > MAX_REPROCESS_LEAD_IDS;
  return (
    <Flex gap={12} align="center">
      {selectedIds.length > 0 && (
        <Typography.Text type="secondary" data-testid="reprocess-selected-count">
          {t('leads.selectedCount', { count: selectedIds.length })}
        </Typography.Text>
      )}
      <Tooltip title={tooMany ? t('leads.reprocessTooMany', { max: MAX_REPROCESS_LEAD_IDS }) : undefined}>
        <Button
          type="primary"
          disabled={selectedIds.length === 0 || tooMany}
          loading={busy}
          onClick={onReprocess}
          data-testid="reprocess-selected"
        >
          {t('leads.reprocessSelected')}
        </Button>
      </Tooltip>
    </Flex>
  );
}
