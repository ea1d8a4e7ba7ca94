import { Button, Flex, Spin, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  myPagesApi,
  toApiError,
  useAppDispatch,
  useMyPagesIdLoginMutation,
  useMyPagesIdLoginQrCodeQuery,
  type ApiError,
  type IdLoginStart,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { browser } from '../browser';
import { CALLBACK_PATH, idLoginRequest } from '../countryConfig';
import { isMobileBrowser } from '../country';
import { rememberBankIdMode } from '../session/loginMemory';
import { BankIdError } from './BankIdError';
import { BankIdQr } from './BankIdQr';
import { failedMessage, isScanned, pendingMessage, type BankIdMode } from './hintMessages';

/** BankID's QR code changes every second; the progress is read as often. */
export const POLL_INTERVAL_MS = 1_000;

type Failure =
  { kind: 'start'; error: ApiError } | { kind: 'poll'; error: ApiError } | { kind: 'refused'; hintCode: string | null };

export interface SwedishBankIdProps {
  mode: BankIdMode;
  /** Starts a new order (the parent mounts a new flow). */
  onRetry: () => void;
  /** Back to the choice of device; the order is cancelled. */
  onCancel?: () => void;
}

/**
 * One Swedish BankID order: started when shown, polled every second while it shows (the QR
 * content and the hint code, as BankID's recommended message), and over when the gateway says
 * complete or failed: the browser then goes to the gateway's redirect URL. A failed poll stops
 * the polling and offers a new order. Leaving while the order runs cancels it.
 */
export function SwedishBankId({ mode, onRetry, onCancel }: SwedishBankIdProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [startOrder] = useMyPagesIdLoginMutation();
  const [order, setOrder] = useState<IdLoginStart | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [over, setOver] = useState(false);
  const started = useRef(false);

  // Once per mount (React's development double effect included): one order per flow.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberBankIdMode(mode);
    void startOrder(idLoginRequest('SE')).then((result) => {
      if ('error' in result) setFailure({ kind: 'start', error: toApiError(result.error) });
      else setOrder(result.data);
    });
  }, [mode, startOrder]);

  const ticketId = order?.ticket_id ?? null;
  const polling = ticketId !== null && failure === null && !over;
  const { data: progress, error: pollError } = useMyPagesIdLoginQrCodeQuery(
    ticketId ? { ticket_id: ticketId } : skipToken,
    { pollingInterval: polling ? POLL_INTERVAL_MS : 0, refetchOnMountOrArgChange: true },
  );

  useEffect(() => {
    if (pollError && polling) setFailure({ kind: 'poll', error: toApiError(pollError) });
  }, [pollError, polling]);

  useEffect(() => {
    if (!progress || progress.status === 'pending' || over) return;
    setOver(true);
    if (progress.redirect_url) browser.assign(progress.redirect_url);
    else if (progress.status === 'complete')
      void navigate(`${CALLBACK_PATH}?${new URLSearchParams({ ticket_id: progress.ticket_id }).toString()}`);
    else setFailure({ kind: 'refused', hintCode: progress.hint_code });
  }, [progress, over, navigate]);

  // An order still running when the flow goes away is cancelled. Deferred a task, so React's
  // development unmount-and-mount-again does not cancel the order it keeps showing.
  const runningTicket = useRef<string | null>(null);
  const running = ticketId !== null && !over && failure?.kind !== 'refused' ? ticketId : null;
  useEffect(() => {
    runningTicket.current = running;
  }, [running]);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        const ticket = runningTicket.current;
        if (mounted.current || !ticket) return;
        runningTicket.current = null;
        void dispatch(myPagesApi.endpoints.myPagesIdLoginCancel.initiate({ ticket_id: ticket }));
      }, 0);
    };
  }, [dispatch]);

  if (failure) {
    const message =
      failure.kind === 'start'
        ? (failure.error.detail ?? t('mypages.startFailed'))
        : failure.kind === 'poll'
          ? t('mypages.pollFailed')
          : t(`mypages.bankid.${failedMessage(failure.hintCode, mode)}`);
    const requestId = failure.kind === 'refused' ? null : failure.error.requestId;
    return (
      <Flex vertical gap={12}>
        <BankIdError message={message} requestId={requestId} onRetry={onRetry} />
        {onCancel && (
          <Button block onClick={onCancel} data-testid="bankid-cancel">
            {t('common.back')}
          </Button>
        )}
      </Flex>
    );
  }

  if (!order) {
    return (
      <Flex justify="center" style={{ padding: 32 }} data-testid="bankid-starting">
        <Spin size="large" />
      </Flex>
    );
  }

  const hintCode = progress?.hint_code ?? null;
  const qrContent = progress?.qr_code_content ?? order.qr_code_content;
  const appLink = isMobileBrowser(navigator.userAgent) ? order.autostart_uri : order.desktop_autostart_uri;
  return (
    <Flex vertical align="center" gap={16} data-testid="bankid-pending" data-mode={mode}>
      {mode === 'qr' ? (
        <BankIdQr content={qrContent} scanned={isScanned(hintCode)} />
      ) : (
        appLink && (
          <Button type="primary" size="large" block href={appLink} data-testid="bankid-open-app">
            {t('mypages.openBankId')}
          </Button>
        )
      )}
      <Typography.Text
        role="status"
        aria-live="polite"
        style={{ textAlign: 'center' }}
        data-testid="bankid-message"
        data-hint={hintCode ?? ''}
      >
        {t(`mypages.bankid.${pendingMessage(hintCode, mode)}`)}
      </Typography.Text>
      {onCancel && (
        <Button
          block
          onClick={() => {
            const ticket = runningTicket.current;
            runningTicket.current = null;
            if (ticket) void dispatch(myPagesApi.endpoints.myPagesIdLoginCancel.initiate({ ticket_id: ticket }));
            onCancel();
          }}
          data-testid="bankid-cancel"
        >
          {t('common.cancel')}
        </Button>
      )}
    </Flex>
  );
}
