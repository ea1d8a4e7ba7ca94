import { Checkbox, Flex, Select } from 'antd';
import {
  APPLICATION_STATUSES,
  APPLICATION_SUBSTATUSES,
  type ApplicationListArgs,
  type ApplicationStatus,
  type Substatus,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import type { ApplicationFilterChange } from '../useApplicationListArgs';

interface Props {
  args: ApplicationListArgs;
  /** Mine-only mode hides "Show unassigned only". */
  mine: boolean;
  onChange: (change: ApplicationFilterChange) => void;
}

/** The shared filter bar: "Visible statuses", "Visible substatuses", "Show unassigned only". */
export function ApplicationFilters({ args, mine, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={16} align="center" data-testid="application-filters">
      <Select<ApplicationStatus[]>
        mode="multiple"
        allowClear
        style={{ minWidth: 220 }}
        placeholder={t('applications.visibleStatuses')}
        aria-label={t('applications.visibleStatuses')}
        value={args.statuses}
        onChange={(statuses) => onChange({ statuses })}
        options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applications.statuses.${status}`) }))}
        data-testid="filter-statuses"
      />
      <Select<Substatus[]>
        mode="multiple"
        allowClear
        style={{ minWidth: 260 }}
        placeholder={t('applications.visibleSubstatuses')}
        aria-label={t('applications.visibleSubstatuses')}
        value={args.substatuses}
        onChange={(substatuses) => onChange({ substatuses })}
        options={APPLICATION_SUBSTATUSES.map((substatus) => ({
          value: substatus,
          label: t(`applications.substatuses.${substatus}`),
        }))}
        data-testid="filter-substatuses"
      />
      {!mine && (
        <Checkbox
          checked={args.unassignedOnly}
          onChange={(event) => onChange({ unassignedOnly: event.target.checked })}
          data-testid="filter-unassigned"
        >
          {t('applications.unassignedOnly')}
        </Checkbox>
      )}
    </Flex>
  );
}
