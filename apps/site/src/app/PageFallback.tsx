import { Spinner } from '@casino/ui/Spinner';
import { tr } from '../i18n/translate';

/**
 * What the browser shows while the first page's code and data arrive, when the server did not
 * render the page (a signed-in player's page, or one the server leaves to the browser).
 */
export function PageFallback() {
  return (
    <main id="main">
      <Spinner label={tr('common.loading', 'Loading')} />
    </main>
  );
}
