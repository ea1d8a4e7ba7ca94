import type { Insurance } from '@zrm/api';

import { EmailNewMandateLink } from './EmailNewMandateLink';
import { NewMandateLink } from './NewMandateLink';

/**
 * Whether the customer has to set up a direct debit (again): the mandate stopped or failed
 * (INACTIVE_MANDATE), or the insurance waits for the bank on a page the customer never approved
 * (no mandate reference). The insurance service's rule; display only, the service decides.
 */
export function needsNewMandate(insurance: Insurance): boolean {
  if (insurance.substatus === 'INACTIVE_MANDATE') return true;
  return insurance.substatus === 'WAITING_FOR_BANK' && !insurance.mandate?.reference;
}

/**
 * The actions that get the customer a new direct debit: e-mail them the link, or show it to read
 * out or paste into a chat. Shown only while the insurance needs one, not disabled otherwise: like
 * the Vipps actions on an insurance paid another way, they do not concern an insurance whose
 * direct debit works, and two buttons that are disabled on nearly every insurance would only
 * crowd the header. Once shown nothing blocks them (every employee may use them); a refusal
 * (the direct debit became active meanwhile, no e-mail address) is the service's, shown as it
 * says it.
 */
export function NewMandate({ insurance }: { insurance: Insurance }) {
  if (!needsNewMandate(insurance)) return null;
  return (
    <>
      <EmailNewMandateLink insurance={insurance} />
      <NewMandateLink insurance={insurance} />
    </>
  );
}
