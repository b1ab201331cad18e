import { Button } from '@casino/ui';

/** The router's render-error fallback (spec point 2: 'Unexpected Application Error!'). */
export function RouteError() {
  return (
    <main id="main" style={{ padding: '2rem' }}>
      <h1>Unexpected Application Error!</h1>
      <p>Something broke while showing this page.</p>
      <Button onClick={() => window.location.assign('/')}>Go to the home page</Button>
    </main>
  );
}
