import { createAppStore } from '@zrm/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { App, SESSION_STORAGE_KEY } from './App';

const container = document.getElementById('root');
if (container) {
  const store = createAppStore({ storageKey: SESSION_STORAGE_KEY });
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} />
      </BrowserRouter>
    </StrictMode>,
  );
}
