import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

import type { Translate } from './types';

/** The `t` a catalogue route's title is given. */
export function useTitleTranslate(): Translate {
  const { t } = useTranslation();
  // TitleKey is checked against the English texts already; the default only satisfies the types.
  return useCallback<Translate>((key, values) => t(key, { ...values, defaultValue: key }), [t]);
}
