import { requestTexts } from './i18n/texts';

// The entry is small on purpose: it asks for the translations at once, while the browser fetches
// the application's code (the page's own code and data are preloaded by the server's page head,
// or started by the route's loader).
requestTexts();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void import('./app/start').then(({ start }) => start(container));
