import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@casino/ui/styles.css';
import { initI18n } from '../i18n/i18n';
import { App } from './App';

/** Starts the site once the chosen language's texts are in (they were requested by the entry). */
export async function start(container: HTMLElement): Promise<void> {
  await initI18n().catch((error: unknown) => console.warn('Translations could not be loaded', error));
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
