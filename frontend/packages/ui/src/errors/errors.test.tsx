import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { renderWithApp } from '../testing';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ServerError } from './ServerError';

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe('500 page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says something went wrong, names the request and goes back home', async () => {
    renderWithApp(
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="*" element={<ServerError requestId="req-500" />} />
      </Routes>,
      { route: '/mortgage/leads' },
    );
    expect(screen.getByTestId('server-error-title')).toHaveTextContent('Something went wrong');
    expect(screen.getByTestId('server-error-request-id')).toHaveTextContent('req-500');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('takes the place of a page that fails to render, with the failed request’s id', () => {
    const failure = { status: 500, detail: 'boom', requestId: 'req-9', field: null };
    renderWithApp(
      <RouteErrorBoundary resetKey="/a">
        <Broken error={failure} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('server-error-title')).toBeInTheDocument();
    expect(screen.getByTestId('server-error-request-id')).toHaveTextContent('req-9');
  });

  it('shows no request id for a plain programming error, and recovers on the next page', () => {
    const { rerender } = renderWithApp(
      <RouteErrorBoundary resetKey="/a">
        <Broken error={new TypeError('x is undefined')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('server-error-title')).toBeInTheDocument();
    expect(screen.queryByTestId('server-error-request-id')).toBeNull();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <div>next page</div>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });
});
