import { screen, waitFor, within } from '@testing-library/react';
import type { BankApplicationView } from '@zrm/api';
import { jsonReply, mockGateway, type MockGateway } from '@zrm/api/testing';
import { i18n } from '@zrm/i18n';

import { renderPortal } from '../../testing';

function view(overrides: Partial<BankApplicationView> = {}): BankApplicationView {
  return {
    application_id: 'MOSE1001',
    date_created: '2026-11-20T09:30:00Z',
    country: 'SE',
    bank_status: 'NEW',
    sent_at: '2026-11-21T10:00:00Z',
    loan: { loan_purpose: 'BUY', mortgage_loan_amount: 2_500_000 },
    applicants: [{ role: 'MAIN_APPLICANT', customer: { first_name: 'Anna', last_name: 'Svensson', pni: '19811228-9874' } }],
    offers: [],
    messages: [
      {
        message_id: 4,
        bank_id: 1,
        bank_name: 'SBAB Bank',
        direction: 'TO_BANK',
        comment: 'Salary slips attached',
        document: null,
        author: 'u-1',
        author_name: null,
        created_at: '2026-11-21T10:05:00Z',
      },
    ],
    ...overrides,
  };
}


describe('an application as the bank sees it', () => {
  let gateway: MockGateway;
  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
    gateway = mockGateway();
  });
  afterEach(() => gateway.restore());

  it('shows the applicants, the loan and the messages, and takes the application up', async () => {
    let current = view();
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/take_up', () => {
      current = view({ bank_status: 'ONGOING' });
      return jsonReply(current);
    });
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Application MOSE1001');
    expect(screen.getByTestId('bank-applicant-0')).toHaveTextContent('Anna Svensson');
    expect(screen.getByTestId('bank-applicant-0')).toHaveTextContent('19811228-9874');
    expect(screen.getByTestId('bank-application-amount')).toHaveTextContent('2 500 000 kr');
    expect(screen.getByTestId('bank-message-4')).toHaveTextContent('Salary slips attached');
    expect(gateway.callsTo('GET /bank/application/MOSE1001')[0]?.query.get('country')).toBe('SE');

    await user.click(screen.getByTestId('bank-take-up'));
    await waitFor(() => expect(screen.getByTestId('bank-application-status')).toHaveTextContent('Ongoing'));
    expect(gateway.callsTo('POST /bank/application/MOSE1001/take_up')[0]?.body).toEqual({ country: 'SE', product: 'mortgage' });
    expect(screen.getByTestId('bank-take-up')).toBeDisabled();
  });

  it('declines with a reason, which is required', async () => {
    let current = view({ bank_status: 'ONGOING' });
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/reject', () => {
      current = view({ bank_status: 'DECLINED' });
      return jsonReply(current);
    });
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    await user.click(await screen.findByTestId('bank-reject'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Give the reason')).toBeInTheDocument();
    expect(gateway.callsTo('POST /bank/application/MOSE1001/reject')).toHaveLength(0);
    await user.type(within(dialog).getByTestId('bank-reject-reason'), 'Income too low');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('bank-application-status')).toHaveTextContent('Declined'));
    expect(gateway.callsTo('POST /bank/application/MOSE1001/reject')[0]?.body).toEqual({
      country: 'SE',
      product: 'mortgage',
      reason: 'Income too low',
    });
    expect(screen.getByTestId('bank-reject')).toBeDisabled();
  });

  it('makes an offer with the interest in percent, sent in hundredths', async () => {
    let current = view({ bank_status: 'ONGOING' });
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/offer', () => {
      current = view({
        bank_status: 'ONGOING',
        offers: [
          {
            offer_id: 9,
            bank_id: 1,
            bank_name: 'SBAB Bank',
            amount: 2_400_000,
            interest_rate_bp: 389,
            term_months: 360,
            state: 'OPEN',
            recorded_by: 'b-1',
            recorded_by_name: null,
            created_at: '2026-11-22T08:00:00Z',
          },
        ],
      });
      return jsonReply(current);
    });
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    await user.click(await screen.findByTestId('bank-make-offer'));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByTestId('bank-offer-amount');
    expect(amount).toHaveValue('2500000');
    await user.clear(amount);
    await user.type(amount, '2400000');
    await user.type(within(dialog).getByTestId('bank-offer-interest'), '3.89');
    await user.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    await waitFor(() => expect(gateway.callsTo('POST /bank/application/MOSE1001/offer')).toHaveLength(1));
    expect(gateway.callsTo('POST /bank/application/MOSE1001/offer')[0]?.body).toEqual({
      country: 'SE',
      product: 'mortgage',
      amount: 2_400_000,
      interest_rate_bp: 389,
      term_months: 360,
    });
    expect(await screen.findByText('3,89 %')).toBeInTheDocument();
  });

  it('writes to the lender', async () => {
    let current = view({ bank_status: 'ONGOING' });
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/comment', () => {
      current = view({
        bank_status: 'ONGOING',
        messages: [
          {
            message_id: 5,
            bank_id: 1,
            bank_name: 'SBAB Bank',
            direction: 'FROM_BANK',
            comment: 'Please send the salary slips',
            document: null,
            author: 'b-1',
            author_name: null,
            created_at: '2026-11-22T09:00:00Z',
          },
          ...view().messages,
        ],
      });
      return jsonReply(current);
    });
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    await user.click(await screen.findByTestId('bank-comment-send'));
    expect(await screen.findByText('Write the comment')).toBeInTheDocument();
    await user.type(screen.getByTestId('bank-comment'), 'Please send the salary slips');
    await user.click(screen.getByTestId('bank-comment-send'));
    expect(await screen.findByTestId('bank-message-5')).toHaveTextContent('From you');
    expect(gateway.callsTo('POST /bank/application/MOSE1001/comment')[0]?.body).toEqual({
      country: 'SE',
      product: 'mortgage',
      comment: 'Please send the salary slips',
    });
  });

  it('shows another bank’s application as not found', async () => {
    gateway.on('GET /bank/application/MOSE2002', () => jsonReply({ detail: 'Application not found', request_id: 'r-2' }, 404));
    renderPortal('/bank/mortgage/application/MOSE2002');
    expect(await screen.findByTestId('bank-application-not-found')).toHaveTextContent('Application MOSE2002 was not found');
  });

  it('redirects the legacy path', async () => {
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(view()));
    renderPortal('/bank/mortgage/_application/MOSE1001');
    expect(await screen.findByTestId('legacy-redirect')).toHaveTextContent('You will be redirected to');
    expect(await screen.findByTestId('page-title', {}, { timeout: 3000 })).toHaveTextContent('Application MOSE1001');
  });
});
