import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentMeta, LeftToLive, Property } from '@zrm/api';
import { jsonReply, sampleApplication, sampleUser, type RecordedCall } from '@zrm/api/testing';

import { renderBackoffice, useBackofficeHarness } from '../../testing';

const advisor = sampleUser({ user_id: 'u-erik', zoordinates: ['MOSESTFTSA'] });

function property(overrides: Partial<Property> = {}): Property {
  return {
    application_id: 'MOSE1001',
    version: 1,
    property_type: 'APARTMENT',
    street_address: 'Storgatan 1',
    postal_code: '11455',
    city: 'Stockholm',
    living_area_m2: 68,
    estimated_value: null,
    monthly_fee: 3900,
    valuation: null,
    updated_at: '2025-03-02T10:00:00Z',
    ...overrides,
  };
}

const budget: LeftToLive = {
  application_id: 'MOSE1001',
  adults: 2,
  children: 1,
  gross_monthly_income: 70000,
  tax_monthly: 21000,
  net_monthly_income: 49000,
  costs: [
    { code: 'interest', amount: 14584 },
    { code: 'amortization', amount: 4167 },
    { code: 'living_costs', amount: 22300 },
  ],
  total_costs: 41051,
  left_to_live: 7949,
  passes: true,
  missing: ['property'],
  stress_interest_rate_bp: 700,
};

describe('the property, the budget and the documents of an application', () => {
  let stored: Property | null = null;
  let documents: DocumentMeta[] = [];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(advisor),
    'POST /application/get': () => jsonReply(sampleApplication()),
    'GET /application/get_app_events/MOSE1001': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /application/comment/MOSE1001': () => jsonReply({ items: [], total: 0, page: 1, limit: 25 }),
    'GET /application/banks/MOSE1001': () => jsonReply({ banks: [] }),
    'POST /meeting/get': () => jsonReply({ items: [] }),
    'GET /property/get/MOSE1001': () => jsonReply(stored),
    'POST /property/create/MOSE1001': (call: RecordedCall) => {
      const body = call.body as { postal_code: string };
      stored = property({ postal_code: body.postal_code.replace(' ', '') });
      return jsonReply(stored, 201);
    },
    'POST /property/valuation/MOSE1001': () => {
      stored = property({
        valuation: {
          valuation_id: 'val_1',
          market_value: 5450000,
          low: 5200000,
          high: 5700000,
          confidence: 'HIGH',
          valued_at: '2025-03-02T11:00:00Z',
          valued_by: 'u-erik',
        },
      });
      return jsonReply(stored);
    },
    'POST /application/left_to_live': () => jsonReply(budget),
    'GET /document/types': () =>
      jsonReply({ items: [{ value: 'payslip', label: 'Payslip' }], max_size_bytes: 10_485_760, content_types: ['application/pdf'] }),
    'GET /application/documents/MOSE1001': () => jsonReply({ items: documents, total: documents.length, page: 1, limit: 10 }),
    'POST /application/documents/MOSE1001': (call: RecordedCall) => {
      const uploaded: DocumentMeta = {
        document_id: 31,
        customer_id: Number(call.query.get('customer_id')),
        document_type: call.query.get('document_type') ?? '',
        file_name: 'payslip.pdf',
        content_type: 'application/pdf',
        size_bytes: 12,
        sha256: 'ab',
        application_id: 'MOSE1001',
        uploaded_by: 'u-erik',
        uploaded_by_name: 'Erik Lind',
        uploaded_at: '2025-03-02T12:00:00Z',
      };
      documents = [uploaded];
      return jsonReply(uploaded, 201);
    },
  }));
  beforeEach(() => {
    stored = null;
    documents = [];
  });

  it('adds a property, shows a refused field on the form, and values it', async () => {
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    const section = await screen.findByTestId('property');
    // The application has no property: nothing is asked for.
    expect(harness.gateway.callsTo('GET /property/get/MOSE1001')).toHaveLength(0);
    await user.click(within(section).getByTestId('property-add'));
    await user.type(await screen.findByTestId('property-street'), 'Storgatan 1');
    await user.type(screen.getByTestId('property-postal-code'), '1145');
    await user.type(screen.getByTestId('property-city'), 'Stockholm');
    await user.type(screen.getByTestId('property-fee'), '3900');
    await user.click(screen.getByTestId('property-save'));
    // Four digits are a Norwegian postal code: the form wants five for a Swedish application.
    expect(await screen.findByText('Five digits, e.g. 114 55')).toBeInTheDocument();
    expect(harness.gateway.callsTo('POST /property/create/MOSE1001')).toHaveLength(0);

    await user.clear(screen.getByTestId('property-postal-code'));
    await user.type(screen.getByTestId('property-postal-code'), '114 55');
    await user.click(screen.getByTestId('property-save'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /property/create/MOSE1001')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /property/create/MOSE1001')[0]?.body).toMatchObject({
      property_type: 'APARTMENT',
      street_address: 'Storgatan 1',
      postal_code: '114 55',
      city: 'Stockholm',
      monthly_fee: 3900,
      living_area_m2: null,
    });
    expect(await screen.findByTestId('property-address')).toHaveTextContent('Storgatan 1, 114 55 Stockholm');
    expect(screen.getByTestId('property-valuation')).toHaveTextContent('Not valued yet');

    await user.click(screen.getByTestId('property-valuate'));
    await waitFor(() => expect(screen.getByTestId('property-market-value')).toHaveTextContent('5 450 000'));
    expect(screen.getByTestId('property-valuation')).toHaveTextContent('High confidence');
  });

  it('calculates what is left to live with the children entered and names what is missing', async () => {
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    const children = await screen.findByTestId('budget-children');
    await user.clear(children);
    await user.type(children, '1');
    await user.click(screen.getByTestId('budget-calculate'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/left_to_live')).toHaveLength(1));
    expect(harness.gateway.callsTo('POST /application/left_to_live')[0]?.body).toEqual({ application_id: 'MOSE1001', children: 1 });
    expect(await screen.findByTestId('budget-result')).toHaveTextContent('7 949');
    expect(screen.getByTestId('budget-verdict')).toHaveTextContent('Passes');
    expect(screen.getByTestId('budget-missing')).toHaveTextContent('No property is given');
    expect(screen.getByTestId('budget-lines')).toHaveTextContent('Interest at 7,00 %');
  });

  it('uploads an applicant’s document onto the application, naming whose it is', async () => {
    const { user } = renderBackoffice('/mortgage/application/MOSE1001', { signedInAs: advisor });
    const section = await screen.findByTestId('application-documents');
    expect(within(section).getByText('No documents attached yet')).toBeInTheDocument();
    await user.click(await within(section).findByTestId('document-upload'));
    expect(await within(section).findByText('Choose whose document it is')).toBeInTheDocument();
    await user.click(within(section).getByTestId('document-owner-select').querySelector('input') ?? section);
    await user.click((await screen.findAllByTitle('Olle Svensson')).at(-1) ?? section);
    await user.click(within(section).getByTestId('document-type-select').querySelector('input') ?? section);
    await user.click((await screen.findAllByTitle('Payslip')).at(-1) ?? section);
    const file = new File(['%PDF-1.7 pay'], 'payslip.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByTestId('document-file-input'), file);
    await user.click(within(section).getByTestId('document-upload'));
    await waitFor(() => expect(harness.gateway.callsTo('POST /application/documents/MOSE1001')).toHaveLength(1));
    const call = harness.gateway.callsTo('POST /application/documents/MOSE1001')[0];
    expect(call?.query.get('customer_id')).toBe('9');
    expect(call?.query.get('document_type')).toBe('payslip');
    expect(await within(section).findByTestId('application-document-31')).toHaveTextContent('Olle Svensson');
  });
});
