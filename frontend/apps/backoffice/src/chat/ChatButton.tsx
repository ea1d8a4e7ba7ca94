import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { chatOpened, useAppDispatch, type ChatTarget } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

/** Opens (or brings up) the person's SMS window in the dock, about this application or lead. */
export function ChatButton({
  target,
  testId,
  size,
}: {
  target: ChatTarget;
  testId: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Tooltip title={t('chat.openTitle', { name: target.title })}>
      <Button size={size} icon={<MessageOutlined />} onClick={() => dispatch(chatOpened(target))} data-testid={testId}>
        {t('chat.open')}
      </Button>
    </Tooltip>
  );
}
