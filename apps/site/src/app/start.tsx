import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@casino/ui/styles.css';
import { initI18n } from '../i18n/i18n';
import { App } from './App';

/** Starts the site once the chosen language's texts are in (they were requested by the entry). */
export async function start(container: HTMLElement): Promise<void> {
  await initI18n().catch((error: unknown) => console.warn('Translations could not be loaded', error));
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built (input stays responsive while loading).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
