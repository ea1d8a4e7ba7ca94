import { createApi } from '@reduxjs/toolkit/query/react';

import { baseQuery } from './baseQuery';

/**
 * The one RTK Query api for the gateway. Features add their endpoints with `injectEndpoints`
 * (files under endpoints/), so every app shares one cache, one middleware and one error shape.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Lead', 'Employee', 'Notification', 'Me', 'Customer', 'CustomerConsents', 'CustomerChecks', 'CustomerAudit', 'CustomerDocuments', 'Application', 'ApplicationEvents', 'ApplicationComments', 'DeactivationInbox', 'ApplicationBanks', 'Meetings', 'Schedule', 'Property', 'KalpSettings', 'ApplicationDocuments', 'BankMessages', 'AmlReviews', 'Invitations', 'BankApplication', 'MySettings', 'Sms', 'Templates', 'Attachments'],
  endpoints: () => ({}),
});
