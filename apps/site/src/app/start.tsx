import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@casino/ui/tokens.css';
import { startSessionRenewal } from '../api/client';
import { readSession, syncSignedInCookie } from '../api/session';
import { initI18n, storedLanguage } from '../i18n/i18n';
import { App, createSiteRouter } from './App';

/**
 * Whether the page holds a first screen the server rendered (server/render.tsx) that this
 * browser would render the same: a visitor, in the language it was rendered in. (The server
 * sends a signed-in player the plain page; a browser whose stored language or session disagrees
 * with its cookies renders the page afresh.)
 */
function canHydrate(container: HTMLElement): boolean {
  return container.hasChildNodes() && !readSession() && container.dataset.renderedLanguage === storedLanguage();
}

/**
 * Gives the browser the main thread before the next start-up step: each step (the texts, the
 * router, the first render) is a task of its own, not one long task (issue 33).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the site once the chosen language's texts are in (they were requested by the entry). */
export async function start(container: HTMLElement): Promise<void> {
  syncSignedInCookie();
  // A stored session is renewed while the texts come in, not after the first render.
  startSessionRenewal();
  await initI18n().catch((error: unknown) => console.warn('Translations could not be loaded', error));
  await yieldToBrowser();
  const hydrate = canHydrate(container);
  const router = await createSiteRouter({ hydrate });
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // As a transition the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding the main thread until the whole page is built.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}
