import { screen, waitFor, within } from '@testing-library/react';
import type { AmlReview, ApplicationBanks, BankMessage, Invitation } from '@zrm/api';
import { jsonReply, sampleApplication, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const anna = sampleUser();
const erik = sampleUser({ user_id: 'u-erik', first_name: 'Erik', last_name: 'Lind', name: 'Erik Lind' });

function bank(bank_id: number, bank_name: string, bank_status: ApplicationBanks['banks'][number]['bank_status']) {
  return { bank_id, bank_name, bank_status, sent_at: '2025-03-02T10:00:00Z', sent_by: 'u-erik', sent_by_name: 'Erik Lind' };
}

describe('the banks, the AML review and the invitations of an application', () => {
  let banks: ApplicationBanks;
  let messages: BankMessage[];
  let reviews: AmlReview[];
  let invitations: Invitation[];
  const harness = useBackofficeHarness(() => ({
    'POST /application/get': () => jsonReply(sampleApplication({ substatus: 'OFFERED' })),
    'GET /application/get_app_events/MOSE1001': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /application/comment/MOSE1001': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /application/documents/MOSE1001': () => jsonReply({ items: [], total: 0, page: 1, limit: 10 }),
    'POST /meeting/get': () => jsonReply({ items: [] }),
    'GET /application/banks/MOSE1001': () => jsonReply(banks),
    'GET /application/bank_messages/MOSE1001': () => jsonReply({ items: messages, total: messages.length, page: 1, limit: 10 }),
    'POST /application/cancel': () => {
      banks = { ...banks, banks: banks.banks.map((b) => (b.bank_id === 1 ? { ...b, bank_status: 'CANCELLED' } : b)) };
      return jsonReply(banks);
    },
    'POST /application/comment_to_bank': (call: RecordedCall) => {
      const body = call.body as { bank_id: number; comment: string };
      const sent: BankMessage = {
        message_id: 7,
        bank_id: body.bank_id,
        bank_name: 'SEB',
        direction: 'TO_BANK',
        comment: body.comment,
        document: null,
        author: 'u-anna',
        author_name: 'Anna Online',
        created_at: '2025-03-02T12:00:00Z',
      };
      messages = [sent];
      return jsonReply(sent, 201);
    },
    'GET /application/invites/MOSE1001': () =>
      jsonReply({ items: invitations, total: invitations.length, page: 1, limit: 5 }),
    'POST /application/invite': (call: RecordedCall) => {
      const body = call.body as { customer_id: number };
      const sent: Invitation = {
        invitation_id: 11,
        customer_id: body.customer_id,
        email: 'olle@example.se',
        state: 'SENT',
        sends: 1,
        invited_by: 'u-anna',
        invited_by_name: 'Anna Online',
        created_at: '2025-03-02T12:00:00Z',
        sent_at: '2025-03-02T12:00:01Z',
      };
      invitations = [sent];
      return jsonReply(sent, 201);
    },
    'POST /application/invite/11': () => {
      invitations = invitations.map((invitation) => ({ ...invitation, sends: invitation.sends + 1 }));
      return jsonReply(invitations[0]);
    },
    'GET /application/aml/reviews/MOSE1001': () => jsonReply({ items: reviews, total: reviews.length, page: 1, limit: 10 }),
    'POST /application/aml/review': (call: RecordedCall) => {
      const body = call.body as { outcome: 'APPROVED' | 'REJECTED'; note: string };
      const review: AmlReview = {
        review_id: 3,
        outcome: body.outcome,
        note: body.note,
        reviewed_by: 'u-anna',
        reviewed_by_name: 'Anna Online',
        reviewed_at: '2025-03-02T12:30:00Z',
      };
      reviews = [review, ...reviews];
      return jsonReply(review, 201);
    },
  }));
  beforeEach(() => {
    banks = { banks: [bank(1, 'SBAB Bank', 'NEW'), bank(5, 'SEB', 'ONGOING')], offers: [] };
    messages = [];
    reviews = [];
    invitations = [];
  });

  it('invites an applicant to My Pages and sends the invitation again', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(anna));
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: anna });
    expect(await screen.findByTestId('invitations')).toHaveTextContent('No one invited yet');
    await user.click(screen.getByTestId('invite-9'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/invite')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/invite')[0]?.body).toEqual({ application_id: 'MOSE1001', customer_id: 9 });
    const row = await screen.findByTestId('invitation-11');
    expect(row).toHaveTextContent('Olle Svensson');
    expect(row).toHaveTextContent('olle@example.se');
    expect(within(row).getByTestId('invitation-state-11')).toHaveTextContent('Sent');
    await user.click(within(row).getByTestId('invitation-resend-11'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/invite/11')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/invite/11')[0]?.body).toEqual({ application_id: 'MOSE1001' });
    await waitFor(() => expect(screen.getByTestId('invitation-11')).toHaveTextContent('sent 2 times'));
  });

  it('withdraws the application from one bank with a reason and writes to another', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(anna));
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: anna });
    expect(await screen.findByTestId('bank-messages')).toHaveTextContent('Nothing sent to or received from banks yet');
    await user.click(await screen.findByTestId('withdraw-bank-1'));
    await user.click(await screen.findByTestId('withdraw-confirm'));
    // No reason, nothing sent.
    expect(await screen.findByText('Give the reason')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /application/cancel')).toHaveLength(0);
    await user.type(screen.getByTestId('withdraw-reason'), 'The customer chose SEB');
    await user.click(screen.getByTestId('withdraw-confirm'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/cancel')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/cancel')[0]?.body).toEqual({
      application_id: 'MOSE1001',
      bank_id: 1,
      reason: 'The customer chose SEB',
    });
    await waitFor(() => expect(screen.getByTestId('bank-status-1')).toHaveTextContent('Withdrawn'));
    expect(screen.queryByTestId('withdraw-bank-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('write-bank-1')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('write-bank-5'));
    await user.type(await screen.findByTestId('bank-message-comment'), 'Payslips attached tomorrow');
    await user.click(screen.getByTestId('bank-message-confirm'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/comment_to_bank')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/comment_to_bank')[0]?.body).toEqual({
      application_id: 'MOSE1001',
      bank_id: 5,
      comment: 'Payslips attached tomorrow',
    });
    const row = await screen.findByTestId('bank-message-7');
    expect(row).toHaveTextContent('To SEB');
    expect(row).toHaveTextContent('Payslips attached tomorrow');
  });

  it('lets a mortgage admin who does not work the application record its AML review', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(anna));
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: anna });
    const section = await screen.findByTestId('application-aml');
    expect(await within(section).findByTestId('aml-outcome')).toHaveTextContent('Not reviewed');
    await user.click(within(section).getByTestId('aml-reject'));
    await user.type(within(section).getByTestId('aml-note'), 'Source of the deposit unexplained');
    await user.click(within(section).getByTestId('aml-submit'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/aml/review')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/aml/review')[0]?.body).toEqual({
      application_id: 'MOSE1001',
      outcome: 'REJECTED',
      note: 'Source of the deposit unexplained',
    });
    await waitFor(() => expect(within(section).getByTestId('aml-outcome')).toHaveTextContent('Rejected'));
    expect(within(section).getByTestId('aml-review-3')).toHaveTextContent('by Anna Online');
  });

  it('tells the admin assigned to the application that another admin reviews it', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(erik));
    renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: erik });
    expect(await screen.findByTestId('aml-not-own')).toBeInTheDocument();
    expect(screen.queryByTestId('aml-submit')).not.toBeInTheDocument();
  });
});
