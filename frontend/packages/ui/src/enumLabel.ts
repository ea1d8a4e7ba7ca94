import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/** Open code lists the gateway sends as plain strings, translated under `enums.<group>`. */
export type EnumGroup =
  | 'leadSources'
  | 'creationSources'
  | 'countries'
  | 'notificationTypes'
  | 'insuranceGroups'
  | 'insuranceSubstatuses'
  | 'cancelCauses'
  | 'insuranceEvents'
  | 'paymentStates'
  | 'cancellationAlerts';

/**
 * A code in the user's language. A code the client has no text for yet (the lists grow on the
 * server) shows `fallback`: the server's own wording when it sends one, else the code as it came,
 * which beats hiding it.
 */
export function useEnumLabel(): (group: EnumGroup, code: string, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (group: EnumGroup, code: string, fallback: string = code) => t(`enums.${group}.${code}`, { defaultValue: fallback }),
    [t],
  );
}
