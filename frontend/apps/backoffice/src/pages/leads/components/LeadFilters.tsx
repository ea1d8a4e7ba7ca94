import { Checkbox, Flex } from 'antd';
import type { LeadListArgs } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import type { LeadFilter } from '../useLeadListArgs';

/** Filter checkboxes of the leads table; "My leads" shows only "Include Handled Leads". */
export function LeadFilters({
  args,
  mine,
  onChange,
}: {
  args: LeadListArgs;
  mine: boolean;
  onChange: (filter: LeadFilter, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const all: { filter: LeadFilter; label: string; testId: string }[] = [
    { filter: 'includeFailed', label: t('leads.includeFailed'), testId: 'filter-include-failed' },
    { filter: 'includeHandled', label: t('leads.includeHandled'), testId: 'filter-include-handled' },
    { filter: 'unassignedOnly', label: t('leads.unassignedOnly'), testId: 'filter-unassigned-only' },
  ];
  const boxes = mine ? all.filter(({ filter }) => filter === 'includeHandled') : all;
  return (
    <Flex wrap gap={16}>
      {boxes.map(({ filter, label, testId }) => (
        <Checkbox key={filter} checked={args[filter]} onChange={(e) => onChange(filter, e.target.checked)} data-testid={testId}>
          {label}
        </Checkbox>
      ))}
    </Flex>
  );
}
