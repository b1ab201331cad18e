import type {
  SportsbookWidgetGlobal,
  SportsbookWidgetHandle,
  SportsbookWidgetOptions,
  SportsbookWidgetWindow,
} from '@casino/contract';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@casino/ui/tokens.css';
import { WidgetApi } from './api';
import { toBcp47 } from './texts';
import { useTexts } from './useTexts';
import { Widget } from './Widget';
import * as styles from './Widget.css';

// Where this script was served from: its API and its style sheet live there.
const scriptUrl =
  (document.currentScript as HTMLScriptElement | null)?.src ??
  new URL('/sportsbook-widget/', window.location.href).href;
const origin = new URL(scriptUrl).origin;
const stylesheetUrl = new URL('sportsbook-widget.css', scriptUrl).href;

function ensureStylesheet(): void {
  if (document.querySelector(`link[data-casino-sportsbook]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset.casinoSportsbook = '';
  document.head.append(link);
}

/**
 * Follows the host's URL: its own links push a state and tell the host's router with popstate.
 * Reads the texts of `options.locale` from the platform (English until then, and if that fails).
 */
function Root({
  options,
  api,
  register,
}: {
  options: SportsbookWidgetOptions;
  api: WidgetApi;
  register(setPath: (path: string) => void): void;
}) {
  const [path, setPath] = useState(() => window.location.pathname);
  const texts = useTexts(api, options.locale);
  useEffect(() => {
    register(setPath);
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [register]);
  const navigate = (next: string) => {
    if (next === window.location.pathname) return;
    window.history.pushState(window.history.state, '', next);
    // Routers of the host (React Router, Vue Router, ...) listen to popstate and follow.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    setPath(next);
  };
  return (
    <div
      className={styles.root}
      data-theme={options.theme === 'light' ? 'light' : 'dark'}
      lang={toBcp47(texts.translator.lanCode)}
    >
      <Widget
        api={api}
        options={options}
        path={path}
        navigate={navigate}
        translator={texts.translator}
        textsSettled={texts.settled}
      />
    </div>
  );
}

const widget: SportsbookWidgetGlobal = {
  version: 1,
  mount(element, options): SportsbookWidgetHandle {
    ensureStylesheet();
    const api = new WidgetApi(origin, options.token);
    // Its own id prefix: useId values must not repeat the host page's (labels would point at the wrong field).
    const root = createRoot(element, { identifierPrefix: 'casino-sportsbook-' });
    let setPath: ((path: string) => void) | undefined;
    root.render(
      <StrictMode>
        <Root
          options={options}
          api={api}
          register={(next) => {
            setPath = next;
          }}
        />
      </StrictMode>,
    );
    return {
      unmount() {
        root.unmount();
      },
      navigate(path) {
        setPath?.(path);
      },
    };
  },
};

(window as Window & SportsbookWidgetWindow).CasinoSportsbook = widget;
