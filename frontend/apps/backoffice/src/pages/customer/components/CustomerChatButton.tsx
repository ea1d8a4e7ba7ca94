import { useCustomerApplicationListQuery, type Customer } from '@zrm/api';

import { ChatButton } from '../../../chat/ChatButton';

/**
 * The customer's SMS window, about their newest application: an SMS is filed under an
 * application or a lead, so a customer with neither is written to from a lead's page once one
 * exists. No button for an erased or blocked customer or one without a number.
 */
export function CustomerChatButton({ customer, name }: { customer: Customer; name: string }) {
  const { data } = useCustomerApplicationListQuery({
    customerId: customer.customer_id,
    page: 1,
    limit: 5,
  });
  const newest = data?.items[0];
  if (!newest || customer.erased_at || customer.blocked_at || !customer.phone_number) return null;
  return (
    <ChatButton
      testId="customer-sms"
      target={{
        title: name,
        customerId: customer.customer_id,
        phoneNumber: customer.phone_number,
        pni: customer.pni,
        country: customer.country === 'NO' ? 'NO' : 'SE',
        about: newest.application_id,
      }}
    />
  );
}
