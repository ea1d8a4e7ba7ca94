/*
 * BankID's hint codes (RP API v6 `hintCode`) as the messages BankID recommends showing (RFA1–RFA23,
 * keys of `mypages.bankid`). Codes BankID adds later fall back to RFA21 while pending and RFA22
 * when failed.
 */

/** How the Swedish sign-in was started: a QR code for another device, or the app on this one. */
export type BankIdMode = 'qr' | 'thisDevice';

export const PENDING_HINT_CODES = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;

export const FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;

export const BANKID_MESSAGES = [
  'rfa1',
  'rfa1Qr',
  'rfa3',
  'rfa6',
  'rfa8',
  'rfa9',
  'rfa13',
  'rfa14',
  'rfa16',
  'rfa17App',
  'rfa17Qr',
  'rfa21',
  'rfa22',
  'rfa23',
  'callConfirm',
  'declinedCall',
  'notSupported',
  'riskBlocked',
] as const;
export type BankIdMessage = (typeof BANKID_MESSAGES)[number];

/** The message while the order is pending; no hint yet reads as `outstandingTransaction`. */
export function pendingMessage(hintCode: string | null, mode: BankIdMode): BankIdMessage {
  switch (hintCode ?? 'outstandingTransaction') {
    case 'outstandingTransaction':
      return mode === 'qr' ? 'rfa1Qr' : 'rfa13';
    case 'noClient':
      return 'rfa1';
    case 'started':
      return 'rfa14';
    case 'userMrtd':
      return 'rfa23';
    case 'userCallConfirm':
      return 'callConfirm';
    case 'userSign':
      return 'rfa9';
    default:
      return 'rfa21';
  }
}

/** The message of a failed order; `mode` null when unknown (the fail page of another load). */
export function failedMessage(hintCode: string | null, mode: BankIdMode | null): BankIdMessage {
  switch (hintCode) {
    case 'expiredTransaction':
      return 'rfa8';
    case 'certificateErr':
      return 'rfa16';
    case 'userCancel':
      return 'rfa6';
    case 'cancelled':
      return 'rfa3';
    case 'startFailed':
      return mode === 'qr' ? 'rfa17Qr' : 'rfa17App';
    case 'userDeclinedCall':
      return 'declinedCall';
    case 'notSupportedByUserApp':
      return 'notSupported';
    case 'transactionRiskBlocked':
      return 'riskBlocked';
    default:
      return 'rfa22';
  }
}

/** After the app has read the QR code, the code is covered (BankID: do not keep it scannable). */
export function isScanned(hintCode: string | null): boolean {
  return hintCode === 'started' || hintCode === 'userSign' || hintCode === 'userMrtd' || hintCode === 'userCallConfirm';
}
