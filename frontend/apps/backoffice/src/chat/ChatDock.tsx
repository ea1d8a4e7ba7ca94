import { Flex } from 'antd';
import { selectChatWindows, useAppSelector, useConversationStream } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';

import { ChatWindow } from './ChatWindow';

/**
 * The open SMS conversations at the bottom right of every staff page, newest at the right, kept
 * current by the conversations stream.
 */
export function ChatDock() {
  const { t } = useTranslation();
  const windows = useAppSelector(selectChatWindows);
  // New messages arrive live while a window is there; the windows poll as well (10 s).
  useConversationStream(windows.length > 0);
  if (windows.length === 0) return null;
  return (
    <Flex
      component="aside"
      aria-label={t('chat.dock')}
      gap={8}
      align="flex-end"
      data-testid="chat-dock"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 0,
        zIndex: 1000,
        pointerEvents: 'none',
      }}
    >
      {windows.map((window) => (
        <div key={window.key} style={{ pointerEvents: 'auto' }}>
          <ChatWindow window={window} />
        </div>
      ))}
    </Flex>
  );
}
