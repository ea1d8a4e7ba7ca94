import { Flex } from 'antd';
import {
  chatRestored,
  savedOfWindow,
  selectChatWindows,
  useAppDispatch,
  useAppSelector,
  useConversationStream,
  useListConversationsQuery,
  useSaveConversationsMutation,
  windowOfSaved,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEffect, useRef } from 'react';

import { ChatWindow } from './ChatWindow';

/** How long the dock waits after a change before saving the windows (opening several at once). */
const SAVE_AFTER_MS = 500;

/**
 * Brings back the windows the employee kept last time (this or another device) and saves the
 * dock's windows whenever they change, once the saved ones were read (or could not be: then the
 * windows of now are what there is to keep).
 */
function useSavedWindows() {
  const dispatch = useAppDispatch();
  const windows = useAppSelector(selectChatWindows);
  const saved = useListConversationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = useSaveConversationsMutation();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    if (saved.data) {
      restored.current = true;
      dispatch(chatRestored(saved.data.conversations.map(windowOfSaved)));
    } else if (saved.isError) {
      restored.current = true;
    }
  }, [saved.data, saved.isError, dispatch]);

  useEffect(() => {
    if (!restored.current) return undefined;
    const timer = setTimeout(() => {
      void save({ saveConversationsBody: { conversations: windows.map(savedOfWindow) } });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [windows, save]);
}

/**
 * The open SMS conversations at the bottom right of every staff page, newest at the right, kept
 * current by the conversations stream and kept across page loads.
 */
export function ChatDock() {
  const { t } = useTranslation();
  const windows = useAppSelector(selectChatWindows);
  useSavedWindows();
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
      style={{ position: 'fixed', right: 16, bottom: 0, zIndex: 1000, pointerEvents: 'none' }}
    >
      {windows.map((window) => (
        <div key={window.key} style={{ pointerEvents: 'auto' }}>
          <ChatWindow window={window} />
        </div>
      ))}
    </Flex>
  );
}
