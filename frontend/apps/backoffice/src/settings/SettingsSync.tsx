import { coordinateRestored, useAppDispatch, useAppSelector, useSaveMySettingsMutation, selectUser } from '@zrm/api';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { useEffect, useRef } from 'react';

import { useMySettings } from './mySettings';

/**
 * Keeps this device and the employee's saved settings in step. When the settings first arrive,
 * their language and coordinate are taken (a new device works like the last one); after that a
 * language switch is saved here, and a coordinate the employee picks is saved where it is picked
 * (the coordinates listener of `@zrm/api`).
 */
export function SettingsSync() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useMySettings();
  const userId = useAppSelector(selectUser)?.user_id;
  const [save] = useSaveMySettingsMutation();
  const adopted = useRef(false);

  useEffect(() => {
    if (!settings || !userId || adopted.current) return;
    adopted.current = true;
    const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
    if (settings.language !== current) void i18n.changeLanguage(settings.language);
    if (settings.zoordinate) dispatch(coordinateRestored({ userId, chosen: settings.zoordinate }));
  }, [settings, userId, i18n, dispatch]);

  useEffect(() => {
    const onChange = (language: string) => {
      const chosen = toSupportedLanguage(language);
      if (adopted.current && settings && settings.language !== chosen) {
        void save({ mySettingsChange: { language: chosen } });
      }
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, save, settings]);

  return null;
}
