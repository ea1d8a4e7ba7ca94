import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';

import { LegacyRedirect } from './LegacyRedirect';
import { renderWithApp } from './testing';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

describe('legacy paths', () => {
  it('says "You will be redirected to" the clean path, then goes there with the query', async () => {
    renderWithApp(
      <Routes>
        <Route path="/mortgage/_lead/:leadId" element={<LegacyRedirect param="leadId" pathFor={(id) => `/mortgage/lead/${id}`} />} />
        <Route path="/mortgage/lead/:leadId" element={<Where />} />
      </Routes>,
      { route: '/mortgage/_lead/42?tab=meetings' },
    );
    expect(screen.getByTestId('legacy-redirect')).toHaveTextContent('You will be redirected to');
    expect(screen.getByTestId('legacy-redirect-target')).toHaveTextContent('/mortgage/lead/42?tab=meetings');
    expect(await screen.findByTestId('where', {}, { timeout: 3000 })).toHaveTextContent('/mortgage/lead/42?tab=meetings');
  });
});
