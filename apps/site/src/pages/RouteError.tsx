import { Button } from '@casino/ui/Button';
import { Inline } from '@casino/ui/Inline';
import { MessagePage } from '@casino/ui/MessagePage';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadTimeoutError } from '../app/lazyPage';
import { tr } from '../i18n/translate';
import { paths } from '../paths';

/**
 * The router's render-error fallback (spec point 2: 'Unexpected Application Error!') as a page
 * with a way home and a retry. It may render outside the providers (when the frame itself
 * failed), so it reads texts without hooks.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  console.error(error);
  const detail =
    error instanceof ChunkLoadTimeoutError
      ? tr('common.chunkTimeout', error.message)
      : tr('common.unexpectedErrorText', 'Something broke while showing this page. Try again, or go to the home page.');
  const page = (
    <MessagePage
      tone="error"
      title={tr('common.unexpectedError', 'Unexpected Application Error!')}
      description={detail}
      action={
        <Inline gap="sm" justify="center">
          <Button onClick={() => window.location.assign(paths.home())}>
            {tr('common.goHome', 'Go to the home page')}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {tr('common.tryAgain', 'Try again')}
          </Button>
        </Inline>
      }
    />
  );
  // Outside the site frame the page needs its own main landmark.
  return standalone ? <main id="main">{page}</main> : page;
}
