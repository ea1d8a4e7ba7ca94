import { screen, waitFor, within } from '@testing-library/react';
import type { SalesReportRow } from '@zrm/api';
import { jsonReply, sampleUser } from '@zrm/api/testing';
import dayjs from 'dayjs';

import { renderBackoffice, settle, useBackofficeHarness } from '../../testing';
import { daysBetween, salesPerDay, salesPerSeller, salesTotals } from './salesReport';

/** Reads the sales report (ZakerReadSalesStats) and sells nothing. */
const reader = sampleUser({
  user_id: 'u-maja',
  name: 'Maja Nilsson',
  roles: ['team-lead', 'zaker:read-sales-stats'],
  zoordinates: ['MOSESTFTSA'],
});
/** Sells insurance, without the report's role. */
const seller = sampleUser({ user_id: 'u-sara', name: 'Sara Säljare', roles: ['zaker:insurance:create'], zoordinates: ['MOSESTFTSA'] });

function row(overrides: Partial<SalesReportRow>): SalesReportRow {
  return {
    day: '2026-11-02',
    country: 'SE',
    insurance_group: 'SAFETY_INSURANCE',
    seller_id: 'u-kalle',
    seller_name: 'Kalle Lind, "KL"',
    self_sign_up: false,
    sold: 1,
    active: 1,
    premiums_minor: 21_450,
    currency: 'SEK',
    ...overrides,
  };
}

/** Kalle sold safety insurance on two days and life insurance in Norway; customers signed up themselves. */
const ROWS: SalesReportRow[] = [
  row({ day: '2026-11-02', sold: 2, active: 1, premiums_minor: 42_900 }),
  row({ day: '2026-11-02', insurance_group: 'ACCIDENT_INSURANCE', seller_id: null, seller_name: 'Self sign-up', self_sign_up: true, sold: 3, active: 3, premiums_minor: 29_000 }),
  row({ day: '2026-11-04', sold: 1, active: 0, premiums_minor: 21_450 }),
  row({ day: '2026-11-04', country: 'NO', currency: 'NOK', insurance_group: 'LIFE_INSURANCE', sold: 1, active: 1, premiums_minor: 1_200 }),
];

describe('the insurance sales report', () => {
  let rows: SalesReportRow[];
  const harness = useBackofficeHarness(() => ({
    'GET /employee/me': () => jsonReply(reader),
    'GET /insurance/api/admin/sales-report': (call) =>
      call.query.get('format') === 'csv'
        ? {
            text: 'day,country\n2026-11-02,SE\n',
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="insurance_sales_${call.query.get('from')}_${call.query.get('to')}.csv"`,
            },
          }
        : jsonReply(rows.filter((candidate) => !call.query.get('country') || candidate.country === call.query.get('country'))),
  }));

  beforeEach(() => {
    rows = ROWS;
  });

  it('adds up the days, the sellers and the totals, each currency on its own', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    const days = salesPerDay(ROWS, '2026-11-01', '2026-11-04');
    expect(days.map((day) => [day.day, day.SAFETY_INSURANCE, day.ACCIDENT_INSURANCE, day.LIFE_INSURANCE])).toEqual([
      ['2026-11-01', 0, 0, 0],
      ['2026-11-02', 2, 3, 0],
      ['2026-11-03', 0, 0, 0],
      ['2026-11-04', 1, 0, 1],
    ]);
    const sellers = salesPerSeller(ROWS);
    expect(sellers.map((seller) => [seller.key, seller.sold, seller.active, seller.premiums])).toEqual([
      ['u-kalle', 4, 2, [{ minor_units: 64_350, currency: 'SEK' }, { minor_units: 1_200, currency: 'NOK' }]],
      ['self', 3, 3, [{ minor_units: 29_000, currency: 'SEK' }]],
    ]);
    expect(salesTotals(sellers)).toEqual({
      sold: 7,
      active: 5,
      premiums: [
        { minor_units: 93_350, currency: 'SEK' },
        { minor_units: 1_200, currency: 'NOK' },
      ],
    });
  });

  it('shows the chart stacked by insurance type and the sellers with their totals, for the days in the URL', async () => {
    const { container } = renderBackoffice('/insurance/admin-sales-report?from=2026-11-01&to=2026-11-07', { signedInAs: reader });
    const table = await screen.findByTestId('sales-report-table');
    await within(table).findByTestId('sales-seller-u-kalle');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Insurance sales');
    const asked = harness.gateway.callsTo('GET /insurance/api/admin/sales-report')[0]?.query;
    expect([asked?.get('from'), asked?.get('to'), asked?.get('format'), asked?.get('country')]).toEqual([
      '2026-11-01',
      '2026-11-07',
      'json',
      null,
    ]);

    // A bar per insurance type sold on each day: safety on two days, accident on one, life on one.
    const chart = screen.getByTestId('sales-report-chart');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const bars = (group: string) => chart.querySelectorAll(`.sales-report-bar-${group} .recharts-bar-rectangle path`).length;
    expect([bars('SAFETY_INSURANCE'), bars('ACCIDENT_INSURANCE'), bars('LIFE_INSURANCE')]).toEqual([2, 1, 1]);
    // The legend in the order of the stack.
    expect([...chart.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent)).toEqual([
      'Payment protection insurance',
      'Accident insurance',
      'Life insurance',
    ]);
    expect(container.querySelector('svg.recharts-surface')).not.toBeNull();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Seller', 'Sold', 'Still active', 'Monthly premiums']);
    expect(screen.getByTestId('sales-seller-name-u-kalle')).toHaveTextContent('Kalle Lind, "KL"');
    expect(screen.getByTestId('sales-seller-sold-u-kalle')).toHaveTextContent('4');
    expect(screen.getByTestId('sales-seller-active-u-kalle')).toHaveTextContent('2');
    expect(screen.getByTestId('sales-seller-premiums-u-kalle')).toHaveTextContent(/643,50\s*kr SEK12\s*kr NOK/);
    expect(screen.getByTestId('sales-seller-name-self')).toHaveTextContent('Self sign-up');
    expect(screen.getByTestId('sales-total-sold')).toHaveTextContent('7');
    expect(screen.getByTestId('sales-total-active')).toHaveTextContent('5');
    expect(screen.getByTestId('sales-total-premiums')).toHaveTextContent(/933,50\s*kr SEK12\s*kr NOK/);
    await settle(harness);
  });

  it('keeps the country in the URL with the days, and downloads the same report as CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:sales';
    };
    URL.revokeObjectURL = () => undefined;
    const { user } = renderBackoffice('/insurance/admin-sales-report?from=2026-11-01&to=2026-11-07', { signedInAs: reader });
    await screen.findByTestId('sales-seller-self');
    await user.click(within(screen.getByTestId('sales-report-country')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Norway'));
    await waitFor(() =>
      expect(harness.gateway.callsTo('GET /insurance/api/admin/sales-report').at(-1)?.query.get('country')).toBe('NO'),
    );
    const last = harness.gateway.callsTo('GET /insurance/api/admin/sales-report').at(-1)?.query;
    expect([last?.get('from'), last?.get('to')]).toEqual(['2026-11-01', '2026-11-07']);
    await waitFor(() => expect(screen.queryByTestId('sales-seller-self')).not.toBeInTheDocument());
    expect(screen.getByTestId('sales-total-premiums')).toHaveTextContent(/^12\s*kr NOK$/);

    await user.click(screen.getByTestId('sales-report-download'));
    expect(await screen.findByText('Saved insurance_sales_2026-11-01_2026-11-07.csv')).toBeInTheDocument();
    const download = harness.gateway
      .callsTo('GET /insurance/api/admin/sales-report')
      .find((call) => call.query.get('format') === 'csv')?.query;
    expect([download?.get('from'), download?.get('to'), download?.get('country')]).toEqual(['2026-11-01', '2026-11-07', 'NO']);
    expect(created).toHaveLength(1);
    await settle(harness);
  });

  it('reads this month without days in the URL, and says when nothing was sold', async () => {
    rows = [];
    renderBackoffice('/insurance/admin-sales-report', { signedInAs: reader });
    expect(await screen.findByText('No insurances were signed up on these days')).toBeInTheDocument();
    const asked = harness.gateway.callsTo('GET /insurance/api/admin/sales-report')[0]?.query;
    expect([asked?.get('from'), asked?.get('to')]).toEqual([
      dayjs().startOf('month').format('YYYY-MM-DD'),
      dayjs().endOf('month').format('YYYY-MM-DD'),
    ]);
    expect(screen.queryByTestId('sales-report-totals')).not.toBeInTheDocument();
    await settle(harness);
  });

  it('is not in the menu of a seller without the role', async () => {
    harness.gateway.on('GET /employee/me', () => jsonReply(seller));
    renderBackoffice('/insurance/list', { signedInAs: seller });
    await screen.findByTestId('menu-insurances');
    expect(screen.queryByTestId('menu-insurance-sales-report')).not.toBeInTheDocument();
    await settle(harness);
  });
});
