import type { Lead, LeadListArgs } from '@zrm/api';
import { useCallback, useState } from 'react';

/** Only leads that are reprocessable and not handled can be selected for reprocess. */
export function isSelectableForReprocess(lead: Pick<Lead, 'reprocessable' | 'handled'>): boolean {
  return lead.reprocessable && !lead.handled;
}

const NONE: readonly number[] = [];

/**
 * The lead ids selected for reprocessing. The selection belongs to the filters and page size it
 * was made under: it is cleared when either changes, whether by the checkboxes, the pager
 * or the browser's back button, so it is derived from them rather than reset by each control.
 * It survives paging, so leads can be picked from several pages.
 */
export function useLeadSelection(args: LeadListArgs) {
  const scope = [args.limit, args.includeFailed, args.includeHandled, args.unassignedOnly].join('|');
  const [selection, setSelection] = useState<{ scope: string; ids: readonly number[] }>({ scope, ids: NONE });
  const selectedIds = selection.scope === scope ? selection.ids : NONE;

  const select = useCallback((ids: readonly number[]) => setSelection({ scope, ids }), [scope]);

  /** Drops `ids` (the ones just reprocessed) and keeps the rest. */
  const deselect = useCallback(
    (ids: readonly number[]) =>
      setSelection((current) =>
        current.scope === scope ? { scope, ids: current.ids.filter((id) => !ids.includes(id)) } : current,
      ),
    [scope],
  );

  return { selectedIds, select, deselect };
}
