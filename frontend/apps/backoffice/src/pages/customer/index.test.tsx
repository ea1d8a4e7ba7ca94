import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, Check, Customer, DocumentMeta } from '@zrm/api';
import {
  jsonReply,
  sampleAuditEntry,
  sampleCheck,
  sampleConsents,
  sampleCustomer,
  sampleUser,
  type RecordedCall,
} from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';

const kdltAdmin = sampleUser({ user_id: 'u-jonas', name: 'Jonas Kdlt', roles: ['kdlt:admin'] });
const supportUser = sampleUser({ user_id: 'u-ida', name: 'Ida Support', roles: ['impersonate-customer'] });

const document: DocumentMeta = {
  document_id: 5,
  customer_id: 42,
  document_type: 'payslip',
  file_name: 'Lönespec mars.pdf',
  content_type: 'application/pdf',
  size_bytes: 1536,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2025-03-04T08:00:00Z',
  uploaded_by: 'u-jonas',
  application_id: null,
};

const documentTypes = {
  items: [
    { value: 'id_document', label: 'ID document' },
    { value: 'payslip', label: 'Payslip' },
  ],
  content_types: ['application/pdf', 'image/png', 'image/jpeg'],
  max_size_bytes: 10_000_000,
};

const page = <T,>(items: T[], call: RecordedCall) =>
  jsonReply({ items, total: items.length, page: Number(call.query.get('page') ?? 1), limit: Number(call.query.get('limit') ?? 25) });

describe('customer page', () => {
  let customer: Customer;
  let checks: Check[];
  let audit: AuditEntry[];
  let documents: DocumentMeta[];
  const harness = useBackofficeHarness(() => ({
    'POST /customer/get': () => jsonReply(customer),
    'POST /customer/consents': () => jsonReply(sampleConsents()),
    'GET /customer/checks/42': (call) => page(checks, call),
    'GET /customer/audit/42': (call) => page(audit, call),
    'GET /document/list/42': (call) => page(documents, call),
    'GET /document/types': () => jsonReply(documentTypes),
    'GET /customer/name/42': () => jsonReply({ customer_id: 42, first_name: 'Anna', last_name: 'Svensson' }),
  }));
  beforeEach(() => {
    customer = sampleCustomer();
    checks = [];
    audit = [sampleAuditEntry()];
    documents = [document];
  });

  const open = (tab = '', as = kdltAdmin) => {
    harness.gateway.on('GET /employee/me', () => jsonReply(as));
    return renderBackoffice(`/customers/42${tab ? `?tab=${tab}` : ''}`, { signedInAs: as });
  };

  it('shows the profile formatted, fetching the customer once (each fetch is an audited view)', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Anna Svensson'));
    expect(screen.getByTestId('customer-pni')).toHaveTextContent('19811228-9874 · Sweden');
    expect(await screen.findByText('Anna Svensson', { selector: '[data-testid="customer-breadcrumb-name"]' })).toBeInTheDocument();
    expect(screen.getByTestId('customer-field-phone')).toHaveTextContent('+46 70 123 45 67');
    expect(screen.getByTestId('customer-field-email')).toHaveTextContent('anna.svensson@example.se');
    expect(screen.getByTestId('customer-field-sverker')).toHaveTextContent('SV-1001');
    expect(screen.getByTestId('customer-field-user')).toHaveTextContent('-');
    expect(screen.getByTestId('customer-field-created')).toHaveTextContent('2025-03-01 10:30:00');
    await settle(harness);
    expect(harness.gateway.callsTo('POST /customer/get')).toHaveLength(1);
    expect(harness.gateway.callsTo('POST /customer/get')[0]?.body).toEqual({ customer_id: 42 });
  });

  it('edits the customer and shows a refusal on the field it names', async () => {
    harness.gateway.on('POST /customer/update', (call) => {
      const body = call.body as { phone_number: string };
      if (body.phone_number === '+4670123') {
        return jsonReply({ detail: 'phone_number: not a valid E.164 number', field: 'phone_number', request_id: 'r-1' }, 400);
      }
      return jsonReply({ ...customer, ...(call.body as object) });
    });
    const { user } = open();
    await user.click(await screen.findByTestId('customer-edit'));
    const phone = await screen.findByTestId('customer-phone');
    await user.clear(phone);
    await user.type(phone, '0701234567');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Enter the number in international form, e.g. +46701234567')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /customer/update')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+4670123');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('phone_number: not a valid E.164 number')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+46709999999');
    const lastName = screen.getByTestId('customer-last-name');
    await user.clear(lastName);
    await user.type(lastName, ' Berg ');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Anna Berg'));
    expect(screen.getByTestId('customer-field-phone')).toHaveTextContent('+46 70 999 99 99');
    expect(harness.gateway.callsTo('POST /customer/update').at(-1)?.body).toEqual({
      customer_id: 42,
      first_name: 'Anna',
      last_name: 'Berg',
      phone_number: '+46709999999',
      email: 'anna.svensson@example.se',
    });
    // The change came back with the customer: no second (audited) view.
    expect(harness.gateway.callsTo('POST /customer/get')).toHaveLength(1);
  });

  it('blocks with a reason and unblocks', async () => {
    harness.gateway.on('POST /customer/block', (call) =>
      jsonReply({ ...customer, blocked_at: '2025-05-01T10:00:00Z', block_reason: (call.body as { reason: string }).reason }),
    );
    harness.gateway.on('POST /customer/unblock', () => jsonReply({ ...customer, blocked_at: null, block_reason: null }));
    const { user } = open();
    await user.click(await screen.findByTestId('customer-block'));
    await user.click(await screen.findByTestId('block-confirm'));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('block-reason'), 'Fraud suspected');
    await user.click(screen.getByTestId('block-confirm'));
    expect(await screen.findByTestId('customer-blocked')).toHaveTextContent('Blocked since 2025-05-01 12:00:00');
    expect(screen.getByTestId('customer-blocked')).toHaveTextContent('Reason: Fraud suspected');
    expect(harness.gateway.callsTo('POST /customer/block')[0]?.body).toEqual({ customer_id: 42, reason: 'Fraud suspected' });

    await user.click(screen.getByTestId('customer-unblock'));
    await user.type(await screen.findByTestId('block-reason'), 'Cleared');
    await user.click(screen.getByTestId('block-confirm'));
    await waitFor(() => expect(screen.queryByTestId('customer-blocked')).not.toBeInTheDocument());
    expect(harness.gateway.callsTo('POST /customer/unblock')[0]?.body).toEqual({ customer_id: 42, reason: 'Cleared' });
  });

  it('runs a check and shows it in the history; a provider failure says it can be run again', async () => {
    harness.gateway.on('POST /customer/credit-check', () => {
      const check = sampleCheck({
        check_id: 8,
        outcome: 'approved',
        result: { score: 712, risk_class: 'A' },
        requested_by_name: 'Jonas Ekström',
      });
      checks = [check];
      return jsonReply(check);
    });
    harness.gateway.on('POST /customer/pep-check', () => {
      checks = [sampleCheck({ check_id: 9, kind: 'pep', status: 'failed', outcome: 'failed', error: 'timed out' }), ...checks];
      return jsonReply({ detail: 'The PEP provider did not answer in time', request_id: 'r-2' }, 504);
    });
    const { user } = open('checks');
    expect(await screen.findByText('No checks yet')).toBeInTheDocument();
    expect(screen.queryByTestId('run-check-externally_verified_credits')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('run-check-credit'));
    expect(await screen.findByText('Credit check: Approved')).toBeInTheDocument();
    const row = await screen.findByTestId('check-row-8');
    expect(row).toHaveTextContent('Credit check');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('score: 712, risk_class: A');
    expect(row).toHaveTextContent('Jonas Ekström');
    expect(within(row).getByTestId('check-outcome-8')).toHaveAttribute('data-tone', 'success');

    await user.click(screen.getByTestId('run-check-pep'));
    expect(await screen.findByText(/The provider did not answer; the failed check is recorded and can be run again/)).toBeInTheDocument();
    const failed = await screen.findByTestId('check-row-9');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('timed out');
  });

  it('offers the debt register for a Norwegian customer and no checks while blocked', async () => {
    customer = sampleCustomer({ country: 'NO', pni: '01017012345', blocked_at: '2025-05-01T10:00:00Z', block_reason: 'x' });
    open('checks');
    expect(await screen.findByTestId('run-check-externally_verified_credits')).toBeDisabled();
    expect(screen.getByTestId('run-check-id')).toBeDisabled();
    expect(screen.getByText('No checks run while the customer is blocked.')).toBeInTheDocument();
    await settle(harness);
  });

  it('changes a marketing consent at once', async () => {
    harness.gateway.on('POST /customer/update_consents', (call) =>
      jsonReply(sampleConsents({ sms_marketing: true, updated_at: '2025-05-02T10:00:00Z', ...(call.body as object) })),
    );
    const { user } = open('consents');
    const sms = await screen.findByTestId('consent-sms_marketing');
    expect(sms).toHaveAttribute('aria-checked', 'false');
    await user.click(sms);
    await waitFor(() => expect(screen.getByTestId('consent-sms_marketing')).toHaveAttribute('aria-checked', 'true'));
    expect(harness.gateway.callsTo('POST /customer/update_consents')[0]?.body).toEqual({ customer_id: 42, sms_marketing: true });
    expect(screen.getByTestId('consents')).toHaveTextContent('2025-05-02 12:00:00');
    expect(screen.queryByTestId('debt-register-consent')).not.toBeInTheDocument();
  });

  it('uploads a document as multipart with its type and customer as parameters', async () => {
    harness.gateway.on('POST /document/save', () => {
      documents = [{ ...document, document_id: 6, file_name: 'id.png', document_type: 'id_document' }, document];
      return jsonReply({ ...document, document_id: 6, file_name: 'id.png' }, 201);
    });
    const { user } = open('documents');
    expect(await screen.findByTestId('document-row-5')).toHaveTextContent('Lönespec mars.pdf');
    expect(screen.getByTestId('document-row-5')).toHaveTextContent('Payslip');
    expect(screen.getByTestId('document-row-5')).toHaveTextContent(/1,5\s+kB/);

    await user.click(screen.getByTestId('document-upload'));
    expect(await screen.findByText('Choose a document type')).toBeInTheDocument();
    expect(await screen.findByText('Choose a file')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('document-type-select')).getByRole('combobox'));
    await user.click(await screen.findByTitle('ID document'));
    const input = screen.getByTestId('document-file-input');
    // The picker offers only the taken types; a file dropped past that filter is still refused.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Only these types are taken: application/pdf, image/png, image/jpeg')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['\x89PNG\r\n'], 'id.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('document-file-chosen')).toHaveTextContent('id.png');
    await user.click(screen.getByTestId('document-upload'));
    expect(await screen.findByTestId('document-row-6')).toHaveTextContent('id.png');

    const upload = harness.gateway.callsTo('POST /document/save')[0];
    expect(Object.fromEntries(upload?.query ?? [])).toEqual({ customer_id: '42', document_type: 'id_document' });
    expect(upload?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // One form field, file (jsdom's File is not Node's, so its bytes and name are not encoded
    // here; the browser test uploads a real file).
    expect(upload?.body).toEqual(expect.stringContaining('Content-Disposition: form-data; name="file"'));
    expect(String(upload?.body).match(/name="/g)).toHaveLength(1);
  });

  it('downloads a document under its own name and attaches one to an application', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:document';
    };
    URL.revokeObjectURL = () => undefined;
    harness.gateway.on('GET /document/get/42/5', () => ({
      body: 'PDF-BYTES',
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="L?nespec mars.pdf"; filename*=UTF-8''L%C3%B6nespec%20mars.pdf` },
    }));
    harness.gateway.on('POST /document/attach/MOSE1234', () => {
      documents = [{ ...document, application_id: 'MOSE1234' }];
      return jsonReply(documents[0]);
    });
    const { user } = open('documents');
    await user.click(await screen.findByTestId('document-download-5'));
    expect(await screen.findByText('Saved Lönespec mars.pdf')).toBeInTheDocument();
    expect(created).toHaveLength(1);

    await user.click(screen.getByTestId('document-attach-5'));
    await user.type(await screen.findByTestId('attach-application-id'), 'XX12');
    await user.click(screen.getByTestId('attach-confirm'));
    expect(await screen.findByText(/An application ID is a product/)).toBeInTheDocument();
    await user.clear(screen.getByTestId('attach-application-id'));
    await user.type(screen.getByTestId('attach-application-id'), 'mose1234');
    await user.click(screen.getByTestId('attach-confirm'));
    await waitFor(() => expect(screen.getByTestId('document-application-5')).toHaveTextContent('MOSE1234'));
    expect(harness.gateway.callsTo('POST /document/attach/MOSE1234')[0]?.body).toEqual({ customer_id: 42, document_id: 5 });
    expect(screen.queryByTestId('document-attach-5')).not.toBeInTheDocument();
  });

  it('shows the audit as a timeline with who, when, what and the request id', async () => {
    audit = [
      sampleAuditEntry({
        audit_id: 3,
        action: 'updated',
        field: 'last_name',
        old_value: 'Svensson',
        new_value: 'Berg',
        actor: 'u-jonas',
        actor_name: 'Jonas Ekström',
        at: '2025-05-01T10:00:00Z',
        request_id: 'req-3',
      }),
      sampleAuditEntry({ audit_id: 2, action: 'viewed', actor: 'u-ida', at: '2025-04-01T10:00:00Z', reason: 'COMPLAINT' }),
      sampleAuditEntry({ audit_id: 1 }),
    ];
    open('audit');
    const change = await screen.findByTestId('audit-entry-3');
    expect(change).toHaveTextContent('Changed');
    expect(change).toHaveTextContent('2025-05-01 12:00:00');
    expect(change).toHaveTextContent('by Jonas Ekström');
    // A service (or an employee since removed) is shown by the id it was recorded with.
    expect(screen.getByTestId('audit-entry-2')).toHaveTextContent('by u-ida');
    expect(screen.getByTestId('audit-change-3')).toHaveTextContent('last_name: Svensson → Berg');
    expect(change).toHaveTextContent('Request ID req-3');
    expect(screen.getByTestId('audit-entry-2')).toHaveTextContent('Viewed');
    // A search's view says why the employee looked the customer up.
    expect(screen.getByTestId('audit-reason-2')).toHaveTextContent('Reason: A complaint');
    expect(screen.queryByTestId('audit-reason-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('audit-entry-1')).toHaveTextContent('Created');
    await settle(harness);
  });

  it('exports and erases for data admins only', async () => {
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    harness.gateway.on('GET /customer/export/42', () => ({
      body: { customer: { customer_id: 42 } },
      headers: { 'Content-Disposition': 'attachment; filename="customer-42.json"' },
    }));
    harness.gateway.on('POST /customer/delete', () =>
      jsonReply({ ...customer, first_name: 'Erased', last_name: 'Customer', erased_at: '2025-06-01T10:00:00Z' }),
    );
    const { user } = open();
    await user.click(await screen.findByTestId('customer-export'));
    expect(await screen.findByText('Saved customer-42.json')).toBeInTheDocument();

    await user.click(screen.getByTestId('customer-erase'));
    expect(await screen.findByText(/Their personal data is replaced for good/)).toBeInTheDocument();
    await user.click(screen.getByTestId('erase-confirm'));
    expect(await screen.findByTestId('customer-erased')).toHaveTextContent('This customer was erased on 2025-06-01 12:00:00.');
    expect(screen.queryByTestId('customer-erase')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-block')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-edit')).not.toBeInTheDocument();
  });

  it('offers no export or erase to other customer-register users', async () => {
    open('', supportUser);
    expect(await screen.findByTestId('customer-block')).toBeInTheDocument();
    expect(screen.queryByTestId('customer-export')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-erase')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('says when the customer does not exist, and leads legacy links to the page', async () => {
    harness.gateway.on('POST /customer/get', () => jsonReply({ detail: 'Customer not found', request_id: 'r' }, 404));
    harness.gateway.on('GET /employee/me', () => jsonReply(kdltAdmin));
    renderBackoffice('/_customers/77', { signedInAs: kdltAdmin });
    // The legacy link says where it leads for a moment, then opens the page.
    expect(await screen.findByTestId('legacy-redirect')).toHaveTextContent('/customers/77');
    expect(await screen.findByText('Customer 77 was not found', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('customer-breadcrumb-name')).toHaveTextContent('Name not found'));
    expect(harness.gateway.callsTo('POST /customer/get')[0]?.body).toEqual({ customer_id: 77 });
  });

  it('shows the not-found page for an id that is no number, without calling the gateway', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(kdltAdmin));
    renderBackoffice('/customers/abc', { signedInAs: kdltAdmin });
    await settle(harness);
    expect(screen.getByTestId('not-found-title')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /customer/get')).toHaveLength(0);
  });
});
