import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@casino/ui/styles.css';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Texts come from the platform; the page renders once the chosen language is in.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
