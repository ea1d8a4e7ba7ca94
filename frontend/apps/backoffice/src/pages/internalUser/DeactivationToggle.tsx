import { Button, Popconfirm } from 'antd';
import { useTranslation } from '@zrm/i18n';

interface Props {
  deactivated: boolean;
  /** The question the confirmation asks, for the step the button takes. */
  confirmTitle: string;
  saving: boolean;
  onToggle: () => Promise<void>;
  /** On the button; the confirmation's OK button has `<testId>-confirm`. */
  testId: string;
}

/**
 * Deactivate / Reactivate a person after a confirmation, for staff and bank partners alike:
 * deactivation is part of their profile, so `onToggle` saves the profile with it reversed.
 */
export function DeactivationToggle({ deactivated, confirmTitle, saving, onToggle, testId }: Props) {
  const { t } = useTranslation();
  const label = deactivated ? t('internalUsers.actions.reactivate') : t('internalUsers.actions.deactivate');
  return (
    <Popconfirm
      title={confirmTitle}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !deactivated, 'data-testid': `${testId}-confirm` }}
      onConfirm={() => onToggle()}
    >
      <Button danger={!deactivated} loading={saving} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
