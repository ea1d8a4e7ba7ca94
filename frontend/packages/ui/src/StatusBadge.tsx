import { Badge } from 'antd';

export type Tone = 'success' | 'warning' | 'error' | 'processing' | 'default';

export interface StatusBadgeProps {
  tone: Tone;
  text: string;
  testId?: string;
}

/** A coloured status dot with its label; the label always says the status, colour only helps. */
export function StatusBadge({ tone, text, testId }: StatusBadgeProps) {
  return <Badge status={tone} text={text} data-testid={testId} data-tone={tone} />;
}

/** Application status colours; other values are shown raw in the default tone. */
export function applicationStatusTone(status: string): Tone {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'DEACTIVATED':
      return 'error';
    case 'LEAD':
    case 'DRAFT':
      return 'warning';
    default:
      return 'default';
  }
}

/**
 * Substatus colours (the spec names the values, not their colours): a draft waits on the advisor
 * (warning), complete and offered wait on banks and customer (processing), accepted and disbursed
 * are won (success).
 */
export function substatusTone(substatus: string): Tone {
  switch (substatus) {
    case 'DRAFT':
      return 'warning';
    case 'COMPLETE':
    case 'OFFERED':
      return 'processing';
    case 'ACCEPTED':
    case 'DISBURSED':
      return 'success';
    default:
      return 'default';
  }
}

/** Bank-side status colours (New, Ongoing, Accepted, Declined, Disbursed; any letter case). */
export function bankStatusTone(status: string): Tone {
  switch (status.toUpperCase()) {
    case 'NEW':
      return 'warning';
    case 'ONGOING':
    case 'DISBURSED':
      return 'processing';
    case 'ACCEPTED':
      return 'success';
    case 'DECLINED':
      return 'error';
    default:
      return 'default';
  }
}

/**
 * Insurance substatus colours: in force is success, being cancelled a warning, waiting on the
 * customer or the bank in progress, no direct debit an error, ended the default.
 */
export function insuranceStatusTone(substatus: string): Tone {
  switch (substatus) {
    case 'ACTIVE':
      return 'success';
    case 'PENDING_CANCELLATION':
      return 'warning';
    case 'WAITING_FOR_CUSTOMER_ACCEPTANCE':
    case 'WAITING_FOR_BANK':
      return 'processing';
    case 'INACTIVE_MANDATE':
      return 'error';
    default:
      return 'default';
  }
}
