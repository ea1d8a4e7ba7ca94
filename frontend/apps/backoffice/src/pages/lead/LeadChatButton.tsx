import { skipToken } from '@reduxjs/toolkit/query';
import { useCustomerNameByPniQuery, type Lead } from '@zrm/api';

import { ChatButton } from '../../chat/ChatButton';

/**
 * The SMS window of the lead's applicant, about the lead. A lead holds no phone number: the
 * applicant is written to as the customer their personal id names, once the register has them.
 */
export function LeadChatButton({ lead }: { lead: Lead }) {
  const pni = lead.data.applicant.pni;
  const { data: customer } = useCustomerNameByPniQuery(pni ? { pni } : skipToken);
  if (!customer) return null;
  return (
    <ChatButton
      size="small"
      testId="lead-sms"
      target={{
        title: `${customer.first_name} ${customer.last_name}`,
        customerId: customer.customer_id,
        pni,
        country: lead.country === 'NO' ? 'NO' : 'SE',
        about: String(lead.lead_id),
      }}
    />
  );
}
