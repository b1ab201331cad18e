import type { SportsbookFeed, SportsbookWidgetOptions } from '@casino/contract';
import { useLayoutEffect, useState } from 'react';
import { WidgetApi } from './api';
import { toBcp47, type Translator } from './texts';
import { Widget } from './Widget';
import * as styles from './Widget.css';

export { createTranslator, type Translator } from './texts';

export interface EmbeddedSportsbookProps {
  /** The widget contract's options (token, locale, features, base path, callbacks). */
  options: SportsbookWidgetOptions;
  /** Where the platform's API is ('' for the page's own origin). */
  origin: string;
  /** The current path (the host router's). */
  path: string;
  /** Moves the host's router. */
  navigate(path: string): void;
  /** The texts in the player's language (the host's own). */
  translator: Translator;
  /** The feed the page is rendered with; without it the widget reads the feed itself. */
  initialFeed?: SportsbookFeed;
}

/**
 * The first-party sportsbook as a component of the host application (the site): the same widget
 * the script build mounts (index.tsx), here rendered in the host's own React tree, so it shares
 * the host's React, router, texts and socket connection, and the host's server can render it.
 * The script build stays for any page that loads the widget by its contract.
 */
export function EmbeddedSportsbook({
  options,
  origin,
  path,
  navigate,
  translator,
  initialFeed,
}: EmbeddedSportsbookProps) {
  // One client for the page's life: a token that arrives later does not read the feed again.
  const [api] = useState(() => new WidgetApi(origin, options.token));
  // A layout effect runs before the widget's own effects, which ask for the player's bets with it.
  useLayoutEffect(() => api.setToken(options.token), [api, options.token]);
  return (
    <div
      className={styles.root}
      data-theme={options.theme === 'light' ? 'light' : 'dark'}
      lang={toBcp47(translator.lanCode)}
    >
      <Widget
        api={api}
        options={options}
        path={path}
        navigate={navigate}
        translator={translator}
        initialFeed={initialFeed}
      />
    </div>
  );
}
