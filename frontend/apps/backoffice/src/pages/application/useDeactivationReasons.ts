import { useDeactivationReasonsQuery, type DeactivateRequest } from '@zrm/api';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { useMemo } from 'react';

/** The deactivation reasons in the user's language: the options and a label for a stored value. */
export function useDeactivationReasons() {
  const { i18n } = useTranslation();
  const { data, isLoading } = useDeactivationReasonsQuery({ language: toSupportedLanguage(i18n.language) });
  return useMemo(() => {
    // The list is the gateway's (the same values its document names), so each value is a reason.
    const options = (data?.items ?? []).map((choice) => ({ value: choice.value as DeactivateRequest['reason'], label: choice.label }));
    const labels = new Map<string, string>(options.map((option) => [option.value, option.label]));
    return { options, loading: isLoading, label: (value: string) => labels.get(value) ?? value };
  }, [data, isLoading]);
}
