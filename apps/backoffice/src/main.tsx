import '@casino/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createBackofficeRouter } from './app/App';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

await initI18n();
createRoot(container).render(
  <StrictMode>
    <App router={createBackofficeRouter()} />
  </StrictMode>,
);
