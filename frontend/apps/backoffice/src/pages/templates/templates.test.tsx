import { screen, waitFor, within } from '@testing-library/react';
import { jsonReply, sampleUser } from '@zrm/api/testing';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';
import { insertAt, templateKeyOf } from './templateKeys';

const admin = sampleUser({
  user_id: 'u-tpl',
  name: 'Linnea Holm',
  roles: ['template:admin'],
  zoordinates: ['ULSESTFTSA'],
});
const CATALOGUE = {
  events: [
    {
      event: 'offer_received',
      products: ['MO', 'UL', 'CC'],
      needs_reference: true,
      variables: [
        { name: 'first_name', link: false, sample: 'Anna' },
        { name: 'last_name', link: false, sample: 'Lindqvist' },
        { name: 'reference', link: false, sample: 'MOSE1001' },
        { name: 'offers_link', link: true, sample: 'https://minasidor.example/blanco' },
      ],
    },
    {
      event: 'insurance_welcome',
      products: ['LI', 'AI'],
      needs_reference: false,
      variables: [{ name: 'first_name', link: false, sample: 'Anna' }],
    },
  ],
};
const SAVED = {
  type: 'sms',
  country: 'SE',
  product: 'UL',
  event: 'offer_received',
  subject: '',
  body: 'Hej {{ first_name }}: {{ offers_link }}',
  attachment_ids: [],
  updated_by: 'u-tpl',
  updated_by_name: 'Linnea Holm',
  updated_at: '2026-11-20T09:30:00Z',
};

describe('template administration', () => {
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(admin),
    'GET /message/template/link-vars': () => jsonReply(CATALOGUE),
    'GET /message/template/list/sms': () => jsonReply({ items: [SAVED], total: 1, page: 1, limit: 25 }),
    'POST /message/template/preview': () =>
      jsonReply({ subject: '', body: 'Hej Anna: https://minasidor.example/blanco', sms_parts: 1 }),
    'POST /message/template/add': (call) => jsonReply({ ...SAVED, ...(call.body as object) }),
    'GET /message/template/sms/SE/UL/offer_received': () => jsonReply(SAVED),
    'GET /message/attachments/all': () => jsonReply({ items: [], total: 0, page: 1, limit: 50 }),
  }));

  it('lists the SMS templates from the menu and filters them by country', async () => {
    const { user } = renderBackoffice('/notifications', { signedInAs: admin });
    await user.click(await screen.findByTestId('menu-sms-templates'));
    const table = await screen.findByTestId('templates-table');
    const row = await within(table).findByTestId('template-SE-UL-offer_received');
    expect(row).toHaveTextContent('Offer received');
    expect(row).toHaveAttribute('href', '/sms/templates/SE/UL/offer_received');
    expect(within(table).getByText('Unsecured loan')).toBeInTheDocument();
    expect(within(table).getByText(/Linnea Holm/)).toBeInTheDocument();
    await user.click(within(screen.getByTestId('templates-filter-country')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Norway'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /message/template/list/sms').at(-1)?.query.get('country')).toBe('NO'),
    );
    expect(screen.getByTestId('templates-new')).toHaveAttribute('href', '/sms/templates/new');
    await settle(harness);
  });

  it('writes a new template with the event’s variables, previews it and saves it', async () => {
    const { user } = renderBackoffice('/sms/templates/new', { signedInAs: admin });
    await user.click(within(await screen.findByTestId('template-country')).getByText('Sweden'));
    await user.click(within(screen.getByTestId('template-product')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Unsecured loan'));
    await user.click(within(screen.getByTestId('template-event')).getByRole('combobox'));
    // Only the product's events are offered.
    expect(screen.queryByTitle('Insurance welcome')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Offer received'));
    const body = screen.getByTestId('template-body');
    await user.type(body, 'Hej : ');
    (body as HTMLTextAreaElement).setSelectionRange(4, 4);
    await user.click(screen.getByTestId('template-variable-first_name'));
    expect(body).toHaveValue('Hej {{ first_name }}: ');
    (body as HTMLTextAreaElement).setSelectionRange(22, 22);
    await user.click(screen.getByTestId('template-variable-offers_link'));
    expect(body).toHaveValue('Hej {{ first_name }}: {{ offers_link }}');
    expect(await screen.findByTestId('template-preview-body')).toHaveTextContent(
      'Hej Anna: https://minasidor.example/blanco',
    );
    expect(screen.getByTestId('template-preview-parts')).toHaveTextContent('1 SMS part');
    expect(harness.gateway.callsTo('POST /message/template/preview').at(-1)?.body).toEqual({
      type: 'sms',
      country: 'SE',
      product: 'UL',
      event: 'offer_received',
      subject: '',
      body: 'Hej {{ first_name }}: {{ offers_link }}',
      attachment_ids: [],
    });
    await user.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /message/template/add')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('page-title')).toHaveTextContent('Sweden · Unsecured loan · Offer received'),
    );
    await settle(harness);
  });

  it('shows a refusal on the field it names', async () => {
    harness.gateway.on('POST /message/template/add', () =>
      jsonReply({ detail: 'The variable balance is not offered by this event', field: 'body', request_id: 'r-1' }, 400),
    );
    const { user } = renderBackoffice('/sms/templates/SE/UL/offer_received', { signedInAs: admin });
    const body = await screen.findByTestId('template-body');
    expect(body).toHaveValue(SAVED.body);
    expect(within(screen.getByTestId('template-country')).getByRole('radio', { name: 'Sweden' })).toBeDisabled();
    await user.type(body, ' {{{{ balance }}');
    await user.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('The variable balance is not offered by this event')).toBeInTheDocument();
    await settle(harness);
  });

  it('sends the template to a customer about an application', async () => {
    harness.gateway.on('POST /message/send/template', () =>
      jsonReply({ country: 'SE', sms: { phone_number: '+46701234567' }, email: null }),
    );
    const { user } = renderBackoffice('/sms/templates/SE/UL/offer_received', { signedInAs: admin });
    const card = await screen.findByTestId('template-send');
    await user.type(within(card).getByLabelText('Customer id'), '42');
    await user.click(screen.getByTestId('template-send-submit'));
    // The offer concerns an application: its reference is asked for first.
    expect(await within(card).findByText('Choose a value')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Application or lead'), 'MOSE1001');
    await user.click(screen.getByTestId('template-send-submit'));
    expect(await screen.findByTestId('template-send-done')).toHaveTextContent('The SMS is on its way to +46701234567');
    expect(harness.gateway.callsTo('POST /message/send/template')[0]?.body).toEqual({
      type: 'sms',
      product: 'UL',
      event: 'offer_received',
      customer_id: 42,
      application_id_or_lead_id: 'MOSE1001',
    });
    await settle(harness);
  });

  it('opens a key without a template as an empty form with the key fixed', async () => {
    harness.gateway.on('GET /message/template/sms/NO/UL/offer_received', () =>
      jsonReply({ detail: 'There is no such template', request_id: 'r-2' }, 404),
    );
    renderBackoffice('/sms/templates/NO/UL/offer_received', { signedInAs: admin });
    expect(await screen.findByTestId('template-missing')).toBeInTheDocument();
    expect(screen.getByTestId('template-body')).toHaveValue('');
    expect(within(screen.getByTestId('template-country')).getByRole('radio', { name: 'Norway' })).toBeChecked();
    expect(screen.queryByTestId('template-send')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('uploads an attachment as a multipart form', async () => {
    harness.gateway.on('POST /message/attachments/upload', () =>
      jsonReply(
        {
          attachment_id: 'a-1',
          file_name: 'Villkor.pdf',
          content_type: 'application/pdf',
          size_bytes: 1200,
          uploaded_by: 'u-tpl',
          uploaded_by_name: 'Linnea Holm',
          uploaded_at: '2026-11-20T09:30:00Z',
        },
        201,
      ),
    );
    const { user, container } = renderBackoffice('/email/attachments/new', { signedInAs: admin });
    await screen.findByTestId('attachment-upload');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'Villkor.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(harness.gateway.callsTo('POST /message/attachments/upload')).toHaveLength(1));
    const upload = harness.gateway.callsTo('POST /message/attachments/upload')[0];
    expect(upload?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // One form field, file (jsdom's File is not Node's, so its bytes and name are not encoded
    // here; gateway/tests/stack_messages.rs uploads real files).
    expect(upload?.body).toEqual(expect.stringContaining('Content-Disposition: form-data; name="file"'));
    expect(String(upload?.body).match(/name="/g)).toHaveLength(1);
    expect(await screen.findByText('Villkor.pdf was uploaded')).toBeInTheDocument();
    await settle(harness);
  });

  it('is neither in the menu nor open to someone without TemplateAdmin', async () => {
    const advisor = sampleUser({ roles: [], zoordinates: ['MOSESTFTSA'] });
    harness.gateway.on('GET /employee/me', () => jsonReply(advisor));
    renderBackoffice('/sms/templates', { signedInAs: advisor });
    expect(await screen.findByTestId('not-found-title')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-sms-templates')).not.toBeInTheDocument();
    expect(harness.gateway.callsTo('GET /message/template/list/sms')).toHaveLength(0);
    await settle(harness);
  });
});

describe('template keys', () => {
  it('puts a variable in place of the selection', () => {
    expect(insertAt('Hej !', '{{ first_name }}', 4, 4)).toEqual({ text: 'Hej {{ first_name }}!', caret: 20 });
    expect(insertAt('Hej XX!', 'Y', 4, 6)).toEqual({ text: 'Hej Y!', caret: 5 });
  });

  it('reads a key off the address only when every part is one', () => {
    expect(templateKeyOf({ country: 'NO', product: 'CC', event: 'general' })).toEqual({
      country: 'NO',
      product: 'CC',
      event: 'general',
    });
    expect(templateKeyOf({ country: 'DK', product: 'CC', event: 'general' })).toBeNull();
    expect(templateKeyOf({ country: 'SE', product: 'ZL', event: 'general' })).toBeNull();
    expect(templateKeyOf({ country: 'SE', product: 'UL', event: 'Not An Event' })).toBeNull();
  });
});
