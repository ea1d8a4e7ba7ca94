import type { LoanPurpose } from '@zrm/api';

/** The loan purposes in the order the forms offer them. */
export const LOAN_PURPOSES: readonly LoanPurpose[] = ['BUY', 'REFINANCE', 'PRE_APPROVAL'];

/** The gateway's bound on a mortgage loan amount (whole kronor). */
export const MAX_LOAN_AMOUNT = 1_000_000_000;
