import { CloseOutlined, MinusOutlined, SendOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Skeleton, Tooltip, Typography } from 'antd';
import {
  chatClosed,
  chatMinimised,
  selectUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
  useConversationQuery,
  useSendSmsMutation,
  type ChatWindow as ChatWindowState,
  type ConversationArgs,
  type SendSmsBody,
  type ApiError,
  type SmsMessage,
  type SmsStatus,
} from '@zrm/api';
import { formatDateTime, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useEffect, useRef, useState } from 'react';

import { usePageVisible } from './usePageVisible';

/** Width of an open window in the dock, and of a minimised one (its title bar). */
export const OPEN_WIDTH = 400;
export const MINIMISED_WIDTH = 300;
/** Height of the message area. */
export const MESSAGES_HEIGHT = 400;
/** How often an open window asks for new messages while the tab is shown. */
export const POLL_MS = 10_000;

function conversationOf(window: ChatWindowState): ConversationArgs {
  // A customer's window also shows what went to and from their number before it was theirs.
  return window.customerId != null
    ? {
        customer_id: window.customerId,
        phone_number: window.phoneNumber ?? null,
      }
    : { phone_number: window.phoneNumber ?? '' };
}

function bodyOf(window: ChatWindowState, message: string): SendSmsBody {
  const common = { application_id_or_lead_id: window.about, message };
  if (window.customerId != null) return { ...common, customer_id: window.customerId };
  return {
    ...common,
    phone_number: window.phoneNumber ?? '',
    country: window.country,
  };
}

const STATUS_KEYS = {
  queued: 'chat.status.queued',
  sent: 'chat.status.sent',
  delivered: 'chat.status.delivered',
  failed: 'chat.status.failed',
  received: 'chat.status.received',
} as const satisfies Record<SmsStatus, string>;

function Bubble({ sms, me, country }: { sms: SmsMessage; me: string | undefined; country: string }) {
  const { t } = useTranslation();
  const outgoing = sms.direction === 'outgoing';
  const who = !outgoing
    ? t('chat.customer')
    : sms.sent_by === me
      ? t('chat.you')
      : (sms.sent_by_name ?? sms.sent_by ?? '');
  return (
    <Flex vertical align={outgoing ? 'flex-end' : 'flex-start'} data-testid={`chat-sms-${sms.direction}`}>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: outgoing ? '#1668dc' : '#f0f2f5',
          color: outgoing ? '#fff' : 'inherit',
        }}
      >
        {sms.message}
      </div>
      <Typography.Text type={sms.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {who} · {formatDateTime(sms.created_at, country)}
        {outgoing && ` · ${t(STATUS_KEYS[sms.status])}`}
      </Typography.Text>
    </Flex>
  );
}

/**
 * One SMS conversation of the dock: the messages (oldest at the top, polled every 10 s while the
 * window is open and the tab shown) and the box to write the next one. Send is disabled while
 * the trimmed text is empty; the text is sent trimmed.
 */
export function ChatWindow({ window }: { window: ChatWindowState }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser)?.user_id;
  const visible = usePageVisible();
  const open = !window.minimised;
  const { data, error, isLoading, refetch } = useConversationQuery(conversationOf(window), {
    skip: !open,
    pollingInterval: open && visible ? POLL_MS : 0,
  });
  const [send, sending] = useSendSmsMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = data ? [...data.items].reverse() : [];
  const newest = data?.items[0]?.sms_id;

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, open]);

  const submit = async () => {
    const message = text.trim();
    if (!message) return;
    setFailure(null);
    const result = await send({ sendSmsBody: bodyOf(window, message) });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    setText('');
  };

  const title = (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis data-testid="chat-title">
        {window.title}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {window.phoneNumber ? `${formatPhoneNumber(window.phoneNumber)} · ` : ''}
        {t('chat.about', { about: window.about })}
      </Typography.Text>
    </Flex>
  );
  const controls = (
    <Flex gap={4}>
      <Tooltip title={open ? t('chat.minimise') : t('chat.restore')}>
        <Button
          size="small"
          type="text"
          icon={open ? <MinusOutlined /> : <UpOutlined />}
          aria-label={open ? t('chat.minimise') : t('chat.restore')}
          data-testid="chat-minimise"
          onClick={() => dispatch(chatMinimised({ key: window.key, minimised: open }))}
        />
      </Tooltip>
      <Tooltip title={t('chat.close')}>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('chat.close')}
          data-testid="chat-close"
          onClick={() => dispatch(chatClosed(window.key))}
        />
      </Tooltip>
    </Flex>
  );

  return (
    <Card
      size="small"
      title={title}
      extra={controls}
      data-testid={`chat-window-${window.key}`}
      data-state={open ? 'open' : 'minimised'}
      style={{
        width: open ? OPEN_WIDTH : MINIMISED_WIDTH,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
      }}
      styles={{ body: open ? { padding: 8 } : { display: 'none' } }}
    >
      {open && (
        <Flex vertical gap={8}>
          <div style={{ height: MESSAGES_HEIGHT, overflowY: 'auto' }} data-testid="chat-messages">
            {error ? (
              <ErrorAlert error={toApiError(error)} message={t('chat.loadFailed')} onRetry={() => void refetch()} />
            ) : isLoading ? (
              <Skeleton active />
            ) : messages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />
            ) : (
              <Flex vertical gap={8} style={{ padding: 4 }}>
                {messages.map((sms) => (
                  <Bubble key={sms.sms_id} sms={sms} me={me} country={window.country} />
                ))}
              </Flex>
            )}
            <div ref={bottom} />
          </div>
          {failure && <ErrorAlert error={failure} message={t('chat.sendFailed')} testId="chat-send-failed" />}
          <Flex gap={8} align="flex-end">
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={(event) => {
                if (!event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={1600}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              data-testid="chat-input"
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={text.trim() === ''}
              loading={sending.isLoading}
              onClick={() => void submit()}
              data-testid="chat-send"
            >
              {t('chat.send')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
