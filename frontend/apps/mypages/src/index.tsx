import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { App, createMyPagesStore } from './App';
import { reportHeightToParent } from './embedding';

const container = document.getElementById('root');
if (container) {
  const store = createMyPagesStore();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} />
      </BrowserRouter>
    </StrictMode>,
  );
  reportHeightToParent();
}
