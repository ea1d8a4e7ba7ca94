/** @jest-environment node */
import { resources } from '@zrm/i18n';

import {
  BANKID_MESSAGES,
  FAILED_HINT_CODES,
  failedMessage,
  isScanned,
  PENDING_HINT_CODES,
  pendingMessage,
  type BankIdMessage,
  type BankIdMode,
} from './hintMessages';

const MODES: BankIdMode[] = ['qr', 'thisDevice'];
const LANGUAGES = ['en', 'sv', 'nb'] as const;

const textOf = (language: (typeof LANGUAGES)[number], message: BankIdMessage): unknown =>
  (resources[language].translation.mypages.bankid as Record<string, unknown>)[message];

/** Every message a listed code can be shown as, in either mode (and unknown mode for failures). */
function messagesOfListedCodes(): BankIdMessage[] {
  const pending = PENDING_HINT_CODES.flatMap((code) => MODES.map((mode) => pendingMessage(code, mode)));
  const failed = FAILED_HINT_CODES.flatMap((code) => [...MODES, null].map((mode) => failedMessage(code, mode)));
  return [...new Set([...pending, ...failed])];
}

describe('BankID hint codes', () => {
  it.each(LANGUAGES)('every listed code has a text in %s', (language) => {
    for (const message of messagesOfListedCodes()) {
      const text = textOf(language, message);
      expect([message, typeof text]).toEqual([message, 'string']);
      expect((text as string).trim().length).toBeGreaterThan(0);
    }
  });

  it.each(['sv', 'nb'] as const)('%s translates every message (none is left in English)', (language) => {
    for (const message of BANKID_MESSAGES) {
      expect([message, textOf(language, message)]).not.toEqual([message, textOf('en', message)]);
    }
  });

  it('every message has its text, and every text is a message', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language].translation.mypages.bankid).sort()).toEqual([...BANKID_MESSAGES].sort());
    }
  });

  it('words the codes as BankID recommends', () => {
    const en = (message: BankIdMessage) => textOf('en', message);
    expect(en(pendingMessage('outstandingTransaction', 'qr'))).toBe('Start your BankID app and scan the QR code.');
    expect(en(pendingMessage('outstandingTransaction', 'thisDevice'))).toBe('Trying to start your BankID app.');
    expect(en(pendingMessage(null, 'thisDevice'))).toBe('Trying to start your BankID app.');
    expect(en(pendingMessage('noClient', 'thisDevice'))).toBe('Start your BankID app.');
    expect(en(pendingMessage('userSign', 'qr'))).toBe(
      'Enter your security code in the BankID app and select Identify or Sign.',
    );
    expect(en(failedMessage('userCancel', 'qr'))).toBe('Action cancelled.');
    expect(en(failedMessage('expiredTransaction', 'qr'))).toMatch(
      /^The BankID app is not responding\. Please check that it is started and that you have internet access/,
    );
    expect(en(failedMessage('certificateErr', null))).toMatch(/blocked or too old/);
    expect(en(failedMessage('startFailed', 'qr'))).toMatch(/^Failed to scan the QR code\./);
    expect(en(failedMessage('startFailed', 'thisDevice'))).toMatch(/^The BankID app couldn't be found/);
  });

  it('codes BankID adds later fall back to RFA21 (pending) and RFA22 (failed)', () => {
    expect(pendingMessage('somethingNew', 'qr')).toBe('rfa21');
    expect(failedMessage('somethingNew', 'qr')).toBe('rfa22');
    expect(failedMessage(null, null)).toBe('rfa22');
    expect(textOf('en', 'rfa22')).toBe('Unknown error. Please try again.');
  });

  it('covers the QR code once the app has read it', () => {
    expect(isScanned('outstandingTransaction')).toBe(false);
    expect(isScanned(null)).toBe(false);
    expect(isScanned('userSign')).toBe(true);
  });
});
