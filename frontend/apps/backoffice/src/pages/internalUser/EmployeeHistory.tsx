import { Card, Flex, type TableProps } from 'antd';
import { toApiError, useEmployeeChangesQuery, type EmployeeChangeEntry } from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { roleScreenName } from '@zrm/policy';
import { DEFAULT_PAGE_SIZE, ErrorAlert, PagedTable, type PageSize } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { fieldChanges, valueText, type AuditedField } from './changeDiff';

const LANGUAGES = ['en', 'sv', 'nb'] as const;
type LanguageCode = (typeof LANGUAGES)[number];
const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.some((code) => code === value);

/** The differences of one change, a line per field: "Roles: TeamLead → TeamLead, EmployeeAdmin". */
function ChangeLines({ entry }: { entry: EmployeeChangeEntry }) {
  const { t } = useTranslation();
  const words = { yes: t('common.yes'), no: t('common.no'), none: t('internalUsers.none') };
  // Roles by their screen names and languages by their names, as the person page shows them.
  const shown = (field: AuditedField, value: unknown): unknown => {
    if (field === 'roles' && Array.isArray(value)) return value.map((role) => roleScreenName(String(role)));
    if (field === 'language' && isLanguage(value)) return t(`language.${value}`);
    return value;
  };
  return (
    <Flex vertical gap={2}>
      {fieldChanges(entry).map(({ field, before, after }) => (
        <span key={field}>
          {`${t(`internalUsers.history.fields.${field}`)}: `}
          {entry.before && entry.kind !== 'created' ? `${valueText(shown(field, before), words)} → ` : ''}
          {valueText(shown(field, after), words)}
        </span>
      ))}
    </Flex>
  );
}

/**
 * The person's audited changes, in the gateway's order and paged on the server: when, who (the
 * identity provider when its claims changed the access at a sign-in), what, and the fields it
 * changed. Its page is kept here rather than in the URL, which is the person's.
 */
export function EmployeeHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [{ page, limit }, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, error, isFetching, refetch } = useEmployeeChangesQuery({ userId, page, limit });

  const columns: NonNullable<TableProps<EmployeeChangeEntry>['columns']> = useMemo(
    () => [
      { key: 'when', title: t('internalUsers.history.when'), render: (_, entry) => (entry.changed_at ? formatDateTime(entry.changed_at) : '') },
      { key: 'who', title: t('internalUsers.history.who'), render: (_, entry) => entry.changed_by_name ?? t('internalUsers.history.identityProvider') },
      { key: 'what', title: t('internalUsers.history.what'), render: (_, entry) => t(`internalUsers.history.kinds.${entry.kind}`) },
      { key: 'changes', title: t('internalUsers.history.changes'), render: (_, entry) => <ChangeLines entry={entry} /> },
    ],
    [t],
  );

  return (
    <Card title={t('internalUsers.history.title')} data-testid="internal-user-history">
      {error ? (
        <ErrorAlert error={toApiError(error)} message={t('internalUsers.history.failed')} onRetry={() => void refetch()} testId="internal-user-history-error" />
      ) : (
        <PagedTable<EmployeeChangeEntry>
          testId="internal-user-history-table"
          columns={columns}
          rows={data?.items ?? []}
          rowKey="change_id"
          rowTestId={(entry) => `internal-user-change-${entry.change_id}`}
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('internalUsers.history.empty')}
          onPageChange={(nextPage, nextLimit) => setPaging({ page: nextPage, limit: nextLimit })}
        />
      )}
    </Card>
  );
}
