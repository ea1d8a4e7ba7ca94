import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@zrm/i18n';
import { Route, Routes, useLocation } from 'react-router-dom';

import { ErrorAlert } from './ErrorAlert';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotFound } from './NotFound';
import { PagedTable } from './PagedTable';
import { RequireAuth, safeRedirectPath } from './RequireAuth';
import { applicationStatusTone, bankStatusTone, StatusBadge } from './StatusBadge';
import { renderWithApp } from './testing';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

describe('ErrorAlert', () => {
  it('shows the message, the server response text and the request id', () => {
    renderWithApp(
      <ErrorAlert
        message="Cannot get list of employees"
        error={{ status: 503, detail: 'core unavailable', requestId: 'req-7', field: null }}
      />,
    );
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('error-alert-message')).toHaveTextContent('Cannot get list of employees');
    expect(screen.getByTestId('error-alert-detail')).toHaveTextContent('core unavailable');
    expect(screen.getByTestId('error-alert-request-id')).toHaveTextContent('req-7');
  });

  it('uses the server detail as the message when none is given, and explains a network failure', () => {
    renderWithApp(
      <>
        <ErrorAlert testId="a" error={{ status: 400, detail: 'Must be a valid email', requestId: null, field: 'email' }} />
        <ErrorAlert testId="b" severity="warning" error={{ status: 'FETCH_ERROR', detail: null, requestId: 'r', field: null }} />
      </>,
    );
    expect(screen.getByTestId('a-message')).toHaveTextContent('Must be a valid email');
    expect(screen.queryByTestId('a-request-id')).toBeNull();
    expect(screen.getByTestId('b-message')).toHaveTextContent('The server could not be reached');
    expect(within(screen.getByTestId('b')).getByText('Warning')).toBeInTheDocument();
  });
});

describe('PagedTable', () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

  it('offers 5/10/25/50 per page and reports page changes; a new size starts at page 1', async () => {
    const onPageChange = jest.fn();
    const onRowClick = jest.fn();
    renderWithApp(
      <PagedTable
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        rows={rows}
        rowKey="id"
        page={2}
        pageSize={5}
        total={23}
        loading={false}
        onPageChange={onPageChange}
        onRowClick={onRowClick}
      />,
    );
    expect(screen.getByText('6–10 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 5);

    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5 / page', '10 / page', '25 / page', '50 / page']);
    await userEvent.click(screen.getByText('25 / page'));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 25);

    await userEvent.click(screen.getByText('Row 3'));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
  });

  it('shows the empty text', () => {
    renderWithApp(
      <PagedTable columns={[]} rows={[]} rowKey="id" page={1} pageSize={25} total={0} loading={false} onPageChange={jest.fn()} emptyText="No leads" />,
    );
    expect(screen.getByText('No leads')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('maps each status to its colour', () => {
    expect(applicationStatusTone('ACTIVE')).toBe('success');
    expect(applicationStatusTone('DEACTIVATED')).toBe('error');
    expect(applicationStatusTone('DRAFT')).toBe('warning');
    expect(applicationStatusTone('OFFERED')).toBe('default');
    expect(bankStatusTone('New')).toBe('warning');
    expect(bankStatusTone('Declined')).toBe('error');
    expect(bankStatusTone('ACCEPTED')).toBe('success');
    renderWithApp(<StatusBadge tone="success" text="Handled" testId="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('Handled');
    expect(screen.getByTestId('b')).toHaveAttribute('data-tone', 'success');
  });
});

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('lists the three languages by their own names and switches', async () => {
    renderWithApp(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Svenska', 'Norsk bokmål']);
    await userEvent.click(screen.getByText('Svenska'));
    await waitFor(() => expect(i18n.language).toBe('sv'));
    expect(window.localStorage.getItem('zrm.language')).toBe('sv');
  });
});

describe('NotFound', () => {
  it('says the page is not here and goes back home', async () => {
    renderWithApp(
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      { route: '/nowhere' },
    );
    expect(screen.getByTestId('not-found-title')).toHaveTextContent("The page you are looking for isn't here");
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});

describe('RequireAuth', () => {
  const routes = (
    <Routes>
      <Route path="/login" element={<Where />} />
      <Route
        path="/mortgage/leads"
        element={
          <RequireAuth platform="employee" loginPath="/login">
            <div>secret</div>
          </RequireAuth>
        }
      />
    </Routes>
  );

  it('sends a visitor to the login page with the target remembered', () => {
    renderWithApp(routes, { route: '/mortgage/leads?page=2' });
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirectTo=%2Fmortgage%2Fleads%3Fpage%3D2');
  });

  it('lets a signed-in employee through and shows not-found to a bank user', () => {
    const { unmount } = renderWithApp(routes, { route: '/mortgage/leads', signedInAs: 'employee' });
    expect(screen.getByText('secret')).toBeInTheDocument();
    unmount();
    renderWithApp(routes, { route: '/mortgage/leads', signedInAs: 'bank' });
    expect(screen.getByTestId('not-found-title')).toBeInTheDocument();
  });

  it('only restores same-app paths', () => {
    expect(safeRedirectPath('/mortgage/leads?page=2', '/')).toBe('/mortgage/leads?page=2');
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
    expect(safeRedirectPath('https://evil.example', '/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example', '/')).toBe('/');
    expect(safeRedirectPath(null, '/home')).toBe('/home');
  });
});
