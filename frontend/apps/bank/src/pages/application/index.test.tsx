import { screen, waitFor, within } from '@testing-library/react';
import type { BankApplicationView, Offer } from '@zrm/api';
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
    property: null,
    events: [{ kind: 'sent_to_banks', at: '2026-11-21T10:00:00Z', by_bank: false, amount: null, reason: null }],
    ...overrides,
  };
}

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
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
    conditions: '',
    valid_until: null,
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

  it('makes an offer with the interest in percent, sent in hundredths, with conditions and a validity', async () => {
    let current = view({ bank_status: 'ONGOING' });
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/offer', () => {
      current = view({
        bank_status: 'ONGOING',
        offers: [offer({ conditions: 'Home insurance required', valid_until: '2026-12-22' })],
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
    expect(within(dialog).getByTestId('bank-offer-valid-days')).toHaveValue('30');
    await user.type(within(dialog).getByTestId('bank-offer-conditions'), 'Home insurance required');
    await user.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    await waitFor(() => expect(gateway.callsTo('POST /bank/application/MOSE1001/offer')).toHaveLength(1));
    expect(gateway.callsTo('POST /bank/application/MOSE1001/offer')[0]?.body).toEqual({
      country: 'SE',
      product: 'mortgage',
      amount: 2_400_000,
      interest_rate_bp: 389,
      term_months: 360,
      conditions: 'Home insurance required',
      valid_days: 30,
    });
    expect(await screen.findByText('3,89 %')).toBeInTheDocument();
    expect(screen.getByText('Home insurance required')).toBeInTheDocument();
    expect(screen.getByText('2026-12-22')).toBeInTheDocument();
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

  it('pays out the accepted offer once, and shows the step in its events', async () => {
    let current = view({ bank_status: 'ACCEPTED', offers: [offer({ state: 'ACCEPTED' })] });
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(current));
    gateway.on('POST /bank/application/MOSE1001/disburse', () => {
      current = view({
        bank_status: 'DISBURSED',
        offers: [offer({ state: 'ACCEPTED' })],
        events: [
          { kind: 'bank_disbursed', at: '2026-11-24T08:00:00Z', by_bank: true, amount: 2_400_000, reason: null },
          ...view().events,
        ],
      });
      return jsonReply(current);
    });
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    expect(await screen.findByTestId('bank-take-up')).toBeDisabled();
    expect(screen.getByTestId('bank-make-offer')).toBeDisabled();
    await user.click(screen.getByTestId('bank-disburse'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('bank-disburse-summary')).toHaveTextContent('accepted your offer of 2 400 000 kr');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    await waitFor(() => expect(screen.getByTestId('bank-application-status')).toHaveTextContent('Disbursed'));
    expect(gateway.callsTo('POST /bank/application/MOSE1001/disburse')).toHaveLength(1);
    expect(gateway.callsTo('POST /bank/application/MOSE1001/disburse')[0]?.body).toEqual({ country: 'SE', product: 'mortgage' });
    expect(screen.getByTestId('bank-disburse')).toBeDisabled();
    expect(screen.getByTestId('bank-event-0')).toHaveTextContent('Paid out');
    expect(screen.getByTestId('bank-event-0')).toHaveTextContent('by your bank');
    expect(screen.getByTestId('bank-event-1')).toHaveTextContent('by the lender');
  });

  it('tells why a payout was refused and keeps the application as it was', async () => {
    gateway.on('GET /bank/application/MOSE1001', () => jsonReply(view({ bank_status: 'ACCEPTED', offers: [offer({ state: 'ACCEPTED' })] })));
    gateway.on('POST /bank/application/MOSE1001/disburse', () =>
      jsonReply({ detail: 'Disbursement needs an approved AML review of the application', request_id: 'r-9' }, 409),
    );
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    await user.click(await screen.findByTestId('bank-disburse'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('Disbursement needs an approved AML review of the application')).toBeInTheDocument();
    expect(screen.getByTestId('bank-application-status')).toHaveTextContent('Accepted');
  });

  it('shows the property and downloads a document the lender sent', async () => {
    gateway.on('GET /bank/application/MOSE1001', () =>
      jsonReply(
        view({
          property: {
            application_id: 'MOSE1001',
            version: 1,
            property_type: 'APARTMENT',
            street_address: 'Storgatan 1',
            postal_code: '11455',
            city: 'Stockholm',
            living_area_m2: 64,
            estimated_value: 4_100_000,
            monthly_fee: 3_200,
            valuation: null,
            updated_at: '2026-11-20T09:30:00Z',
          },
          messages: [
            {
              message_id: 6,
              bank_id: 1,
              bank_name: 'SBAB Bank',
              direction: 'TO_BANK',
              comment: null,
              document: { customer_id: 5001, document_id: 77, file_name: 'payslip.pdf' },
              author: 'u-1',
              author_name: null,
              created_at: '2026-11-21T10:05:00Z',
            },
          ],
        }),
      ),
    );
    gateway.on('GET /bank/application/MOSE1001/documents/5001/77', () => ({
      body: '%PDF-1.7',
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="payslip.pdf"' },
    }));
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:document';
    };
    URL.revokeObjectURL = () => undefined;
    const user = renderPortal('/bank/mortgage/application/MOSE1001');
    expect(await screen.findByTestId('bank-property')).toHaveTextContent('Storgatan 1, 114 55 Stockholm');
    expect(screen.getByTestId('bank-property')).toHaveTextContent('4 100 000 kr');
    await user.click(screen.getByTestId('bank-document-77'));
    expect(await screen.findByText('Saved payslip.pdf')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    const query = gateway.callsTo('GET /bank/application/MOSE1001/documents/5001/77')[0]?.query;
    expect([query?.get('country'), query?.get('product')]).toEqual(['SE', 'mortgage']);
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
