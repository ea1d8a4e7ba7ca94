import { Alert, App, Drawer, Flex, Form, Segmented, Select, Switch, Typography } from 'antd';
import { selectUser, toApiError, useAppSelector, useSaveMySettingsMutation, type MySettingsChange } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { LanguageSwitcher } from '@zrm/ui';

import {
  SETTINGS_CALENDAR_VIEWS,
  SHARE_NAME_CONSENTS,
  THEMES,
  themeChoiceOf,
  useMySettings,
  type ThemeChoice,
} from '../settings/mySettings';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Additional settings" from the account menu: language, share name consent, theme, default
 * calendar view, compact and debug. Each change is saved at once (the server keeps them for
 * every device) and applied as soon as the server has it.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useAppSelector(selectUser);
  const settings = useMySettings();
  const [save, { isLoading }] = useSaveMySettingsMutation();

  const change = async (mySettingsChange: MySettingsChange) => {
    const result = await save({ mySettingsChange });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      void message.error(error.detail ? `${t('mySettings.failed')}: ${error.detail}` : t('mySettings.failed'));
    }
  };

  return (
    <Drawer title={t('layout.additionalSettings')} open={open} onClose={onClose} destroyOnHidden data-testid="settings-drawer">
      <Flex vertical gap={16}>
        <Typography.Text data-testid="settings-user">{t('layout.signedInAs', { name: user?.name ?? '' })}</Typography.Text>
        {!settings && open && <Alert type="info" title={t('common.loading')} />}
        <Form layout="vertical" disabled={!settings || isLoading}>
          <Form.Item label={t('language.label')}>
            <LanguageSwitcher />
          </Form.Item>
          <Form.Item label={t('mySettings.theme')}>
            <Segmented<ThemeChoice>
              data-testid="settings-theme"
              value={themeChoiceOf(settings)}
              onChange={(theme) => void change({ theme })}
              options={THEMES.map((theme) => ({
                value: theme,
                label: <span data-testid={`settings-theme-${theme}`}>{t(`mySettings.themeOptions.${theme}`)}</span>,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('mySettings.shareNameConsent')}>
            <Select
              data-testid="settings-share-name"
              value={settings?.share_name_consent}
              onChange={(share_name_consent: string) => void change({ share_name_consent })}
              options={SHARE_NAME_CONSENTS.map((value) => ({
                value,
                label: t(`mySettings.shareNameConsentOptions.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('mySettings.defaultCalendarView')}>
            <Select
              data-testid="settings-calendar-view"
              value={settings?.default_calendar_view}
              onChange={(default_calendar_view: string) => void change({ default_calendar_view })}
              options={SETTINGS_CALENDAR_VIEWS.map((value) => ({
                value,
                label: t(`mySettings.calendarViewOptions.${value}`),
              }))}
            />
          </Form.Item>
          <Flex gap={32}>
            <Form.Item label={t('mySettings.compact')}>
              <Switch
                data-testid="settings-compact"
                checked={settings?.compact ?? false}
                onChange={(compact) => void change({ compact })}
              />
            </Form.Item>
            <Form.Item label={t('mySettings.debug')}>
              <Switch data-testid="settings-debug" checked={settings?.debug ?? false} onChange={(debug) => void change({ debug })} />
            </Form.Item>
          </Flex>
        </Form>
      </Flex>
    </Drawer>
  );
}
